import { formatCents } from '@/lib/money';

export const PLAYERS_PER_TOURNAMENT = 4;
/** The platform keeps 5% of the pool (basis points, so the arithmetic stays in integers). */
export const PLATFORM_FEE_BASIS_POINTS = 500;

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

/** `amount x basisPoints / 10000`, rounded half up, in integers only. */
export function percentOfCents(amountCents: number, basisPoints: number): number {
  return Math.floor((amountCents * basisPoints + 5000) / 10000);
}

/**
 * Same rule as the backend (docs/decisions/tournaments.md): pool = 4 x entry fee; platform fee 5%
 * rounded half up; winners' pool = pool - fee; split in two, odd cent to the first winner.
 */
export function poolBreakdown(entryFeeCents: number, courtFeeCents = 0): PoolBreakdown {
  const entry = Math.max(0, Math.trunc(entryFeeCents));
  const court = Math.max(0, Math.trunc(courtFeeCents));
  // The server's rule: each pays the court fee / 4 rounded up to a cent; the 0-3 extra cents go to
  // the platform with its fee (domain/tournament/tournament.settlement.ts).
  const courtShareCents = Math.ceil(court / PLAYERS_PER_TOURNAMENT);
  const poolCents = entry * PLAYERS_PER_TOURNAMENT;
  const platformFeeCents = percentOfCents(poolCents, PLATFORM_FEE_BASIS_POINTS);
  const winnersPoolCents = poolCents - platformFeeCents;
  const secondWinnerCents = Math.floor(winnersPoolCents / 2);
  return {
    entryFeeCents: entry,
    courtFeeCents: court,
    courtShareCents,
    totalPerPlayerCents: entry + courtShareCents,
    poolCents,
    platformFeeCents,
    winnersPoolCents,
    firstWinnerCents: winnersPoolCents - secondWinnerCents,
    secondWinnerCents,
  };
}

const MONEY_INPUT = /^\d{1,7}(?:\.\d{1,2})?$/;

/** A typed amount ("10", "10.5", "10.50") in cents; null when empty or not a plain amount with up to 2 decimals. */
export function parseMoneyInput(text: string): number | null {
  const value = text.trim();
  if (!MONEY_INPUT.test(value)) return null;
  const [whole, fraction = ''] = value.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** "$12.50" */
export const usd = (cents: number) => `$${formatCents(cents)}`;
