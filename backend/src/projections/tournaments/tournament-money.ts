import { formatCents, splitEvenly } from '../../domain/shared/money';
import { FeeTerms } from '../../domain/tournament/tournament.events';

/** The fee columns of a tournament row, as "12.50" text (numeric(12,2) in SQL). */
export function feeColumns(terms: FeeTerms) {
  return {
    entryFee: formatCents(terms.entryFeeCents),
    courtFee: formatCents(terms.courtFeeCents),
    courtFeePerPlayer: formatCents(terms.courtSharePerPlayerCents),
    totalFeePerPlayer: formatCents(terms.totalFeePerPlayerCents),
    pool: formatCents(terms.poolCents),
    platformFee: formatCents(terms.platformFeeCents),
    prizePool: formatCents(terms.prizePoolCents),
    // What the card shows as each winner's prize: the larger half when the pool has an odd cent.
    prizePerWinner: formatCents(splitEvenly(terms.prizePoolCents, 2)[0]!),
  };
}

/** 49 -> "4.9" without floats. */
export function tenthsText(tenths: number): string {
  return `${Math.trunc(tenths / 10)}.${tenths % 10}`;
}
