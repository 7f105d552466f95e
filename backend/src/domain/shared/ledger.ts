/**
 * Double entry (Formance-style postings). Every money event is one or more postings that move
 * cents from a source account to a destination account. All accounts always sum to zero:
 * external money enters through a clearing account, which goes negative by what it let in.
 */
import { Cents, assertCents } from './money';

export const ASSET = 'USD/2';

export type AccountId = string;

export const accounts = {
  /** A player's available wallet balance. */
  wallet: (userId: string): AccountId => `wallet:${userId}:available`,
  /** Money a player has requested to withdraw, held until finance completes or rejects it. */
  walletHold: (userId: string): AccountId => `wallet:${userId}:held`,
  tournamentEscrow: (tournamentId: string): AccountId => `tournament:${tournamentId}:escrow`,
  platformRevenue: (): AccountId => 'platform:revenue',
  cardClearing: (): AccountId => 'platform:clearing:card',
  bankClearing: (): AccountId => 'platform:clearing:bank',
  adjustments: (): AccountId => 'platform:adjustments',
};

/**
 * Accounts a rule forbids to go below zero at any point of the log: a wallet (available or held),
 * a tournament's escrow and what it owes the court, the platform's revenue (fees only ever add to
 * it). Clearing accounts go negative by design (they are the outside world's side), and
 * adjustments go either way.
 */
export function mustStayNonNegative(account: AccountId): boolean {
  return (
    /^wallet:.+:(available|held)$/.test(account) ||
    /^tournament:.+:(escrow|court-payable)$/.test(account) ||
    account === accounts.platformRevenue()
  );
}

export interface Posting {
  source: AccountId;
  destination: AccountId;
  amountCents: Cents;
  asset: typeof ASSET;
}

export function posting(source: AccountId, destination: AccountId, amountCents: Cents): Posting {
  assertCents(amountCents);
  if (amountCents <= 0) throw new RangeError(`a posting moves a positive amount, got ${amountCents}`);
  if (source === destination) throw new RangeError('a posting needs two different accounts');
  return { source, destination, amountCents, asset: ASSET };
}

/** Net balance of every account touched by the postings (credits positive). */
export function balances(postings: readonly Posting[]): Map<AccountId, Cents> {
  const result = new Map<AccountId, Cents>();
  for (const p of postings) {
    result.set(p.source, (result.get(p.source) ?? 0) - p.amountCents);
    result.set(p.destination, (result.get(p.destination) ?? 0) + p.amountCents);
  }
  return result;
}

/** The sum over all accounts; 0 for any list of postings, by construction. Kept as the check finance runs. */
export function totalOf(balanceMap: Map<AccountId, Cents>): Cents {
  let total = 0;
  for (const value of balanceMap.values()) total += value;
  return total;
}
