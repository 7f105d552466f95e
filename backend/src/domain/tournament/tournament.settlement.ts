/**
 * The tournament's money arithmetic, pure and in integer cents (see docs/decisions/tournaments.md):
 * - each player escrows `totalFeePerPlayer = entryFee + courtShare`, courtShare = courtFee / 4 rounded
 *   up to a whole cent; the 0-3 cents this rounding collects beyond the court fee go to the platform
 *   with its fee (so any court fee in cents works, the venue gets exactly its fee, and all four
 *   players pay the same);
 * - pool = 4 x entryFee; platform fee = 5% of the pool (rounded half up); winners' pool = the rest;
 * - each of the two winners gets half the winners' pool; an odd cent goes to the winner in the
 *   lower position of the winning team (splitEvenly gives the first share the remainder);
 * - the court fee leaves the escrow whole for the venue payable.
 * So the 4 escrowed fees are exactly prizes + platform fee + court fee, and the escrow ends at 0.
 */
import { Cents, percentOf, splitEvenly } from '../shared/money';
import { PLATFORM_FEE_BASIS_POINTS, PLAYERS_PER_TOURNAMENT } from './tournament.constants';
import { FeeTerms, Payout, SlotPosition, TeamNumber } from './tournament.events';

/** Null when the fees are not whole, positive (entry) / non-negative (court) cents. */
export function feeTerms(entryFeeCents: Cents, courtFeeCents: Cents): FeeTerms | null {
  if (!Number.isSafeInteger(entryFeeCents) || entryFeeCents <= 0) return null;
  if (!Number.isSafeInteger(courtFeeCents) || courtFeeCents < 0) return null;
  const poolCents = PLAYERS_PER_TOURNAMENT * entryFeeCents;
  const courtSharePerPlayerCents = Math.ceil(courtFeeCents / PLAYERS_PER_TOURNAMENT);
  const courtRoundingCents = courtSharePerPlayerCents * PLAYERS_PER_TOURNAMENT - courtFeeCents;
  const poolFeeCents = percentOf(poolCents, PLATFORM_FEE_BASIS_POINTS);
  const platformFeeCents = poolFeeCents + courtRoundingCents;
  return {
    entryFeeCents,
    courtFeeCents,
    courtSharePerPlayerCents,
    totalFeePerPlayerCents: entryFeeCents + courtSharePerPlayerCents,
    poolCents,
    platformFeeCents,
    prizePoolCents: poolCents - poolFeeCents,
  };
}

export interface Winner {
  userId: string;
  teamNumber: TeamNumber;
  position: SlotPosition;
}

export interface SettlementPlan {
  poolCents: Cents;
  platformFeeCents: Cents;
  courtFeeCents: Cents;
  winnersPoolCents: Cents;
  payouts: Payout[];
}

/** The payouts for the winning pair, in slot order; the first takes the odd cent. */
export function settlementPlan(
  terms: Pick<FeeTerms, 'entryFeeCents' | 'courtFeeCents'>,
  winners: Winner[],
): SettlementPlan {
  const fees = feeTerms(terms.entryFeeCents, terms.courtFeeCents);
  if (!fees) throw new RangeError('settlement needs valid fee terms');
  if (winners.length === 0) throw new RangeError('settlement needs at least one winner');
  const ordered = [...winners].sort((a, b) => a.position - b.position);
  const shares = splitEvenly(fees.prizePoolCents, ordered.length);
  return {
    poolCents: fees.poolCents,
    platformFeeCents: fees.platformFeeCents,
    courtFeeCents: fees.courtFeeCents,
    winnersPoolCents: fees.prizePoolCents,
    payouts: ordered.map((winner, index) => ({ ...winner, amountCents: shares[index]! })), // one share per winner
  };
}

/** What one winner receives for a given entry fee (the figure the match cards show as "prize"). */
export function prizePerWinnerCents(entryFeeCents: Cents): Cents {
  const fees = feeTerms(entryFeeCents, 0);
  if (!fees) throw new RangeError('entry fee must be a positive whole number of cents');
  return splitEvenly(fees.prizePoolCents, 2)[0]!;
}
