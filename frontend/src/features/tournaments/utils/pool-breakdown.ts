import { percentOf } from '@/lib/money';
import { courtShareCents, type MoneyRules } from '@/lib/money-rules';

/** Seats in a tournament when an answer does not say (the count, not a money rule). */
export const PLAYERS_PER_TOURNAMENT = 4;

export interface PoolBreakdown {
  entryFeeCents: number;
  courtFeeCents: number;
  /** Court fee / 4, what each player adds for the court. */
  courtShareCents: number;
  /** Entry fee + court share: what one wallet pays on joining. */
  totalPerPlayerCents: number;
  /** 4 x entry fee. The court fee is not part of the pool and carries no platform fee. */
  poolCents: number;
  platformFeeCents: number;
  winnersPoolCents: number;
  /** Each winner's half; the odd cent goes to the first winner (Position 1 of the winning team). */
  firstWinnerCents: number;
  secondWinnerCents: number;
}

/**
 * Same rule as the backend (docs/decisions/tournaments.md), on the server's numbers (GET
 * /api/config/money): pool = players x entry fee; platform fee rounded half up; winners' pool =
 * pool - fee; split in two, odd cent to the first winner.
 */
export function poolBreakdown(entryFeeCents: number, courtFeeCents: number, rules: MoneyRules): PoolBreakdown {
  const entry = Math.max(0, entryFeeCents);
  const court = Math.max(0, courtFeeCents);
  // The server's rule: each pays the court fee / 4 rounded up to a cent; the 0-3 extra cents go to
  // the platform with its fee (domain/tournament/tournament.settlement.ts).
  const courtShare = courtShareCents(court, rules);
  const poolCents = entry * rules.tournament.playersPerTournament;
  const platformFeeCents = percentOf(poolCents, rules.tournament.platformFeeBasisPoints);
  const winnersPoolCents = poolCents - platformFeeCents;
  const secondWinnerCents = Math.floor(winnersPoolCents / 2);
  return {
    entryFeeCents: entry,
    courtFeeCents: court,
    courtShareCents: courtShare,
    totalPerPlayerCents: entry + courtShare,
    poolCents,
    platformFeeCents,
    winnersPoolCents,
    firstWinnerCents: winnersPoolCents - secondWinnerCents,
    secondWinnerCents,
  };
}
