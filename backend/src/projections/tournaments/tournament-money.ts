import { formatCents, splitEvenly } from '../../domain/shared/money';
import { FeeTerms } from '../../domain/tournament/tournament.events';

/** The fee columns of a tournament row, as "12.50" text (numeric(12,2) in SQL). */
export function feeColumns(terms: FeeTerms) {
  return {
    entry_fee: formatCents(terms.entryFeeCents),
    court_fee: formatCents(terms.courtFeeCents),
    court_fee_per_player: formatCents(terms.courtSharePerPlayerCents),
    total_fee_per_player: formatCents(terms.totalFeePerPlayerCents),
    pool: formatCents(terms.poolCents),
    platform_fee: formatCents(terms.platformFeeCents),
    prize_pool: formatCents(terms.prizePoolCents),
    // What the card shows as each winner's prize: the larger half when the pool has an odd cent.
    prize_per_winner: formatCents(splitEvenly(terms.prizePoolCents, 2)[0]!), // two parts asked, so [0] exists
  };
}

/** 49 -> "4.9" without floats. */
export function tenthsText(tenths: number): string {
  return `${Math.trunc(tenths / 10)}.${tenths % 10}`;
}
