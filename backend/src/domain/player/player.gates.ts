/**
 * What the player may do with money now, decided from their own stream's state (never from the
 * browser). The wallet and tournament handlers call these before their own decision; the figures
 * they need from the wallet (past deposits) come in as arguments, so these stay pure.
 */
import { Cents } from '../shared/money';
import { isAtLeastAge, limitWindow } from './player.calendar';
import { playerErrors } from './player.errors';
import { namesMatch } from './player.names';
import { LIMIT_PERIODS, PlayerState, effectiveLimit } from './player.state';

export interface EligibilityPolicy {
  /** ISO 3166-1 countries ("XX") and ISO 3166-2 regions ("XX-YY") where paid play is not offered. */
  restrictedRegions: ReadonlySet<string>;
  /** Lifetime deposits allowed before identity verification. */
  unverifiedDepositLimitCents: Cents;
  /**
   * False where no identity provider is configured: an unverified player could never verify, so could
   * never withdraw, and money must never be trapped (rule 11). Then no unverified deposit is taken.
   * Absent: true.
   */
  verificationAvailable?: boolean;
  /** The daily withdrawal limit at level 1 (verified) and level 2 (enhanced). */
  verifiedDailyWithdrawalLimitCents: Cents;
  enhancedDailyWithdrawalLimitCents: Cents;
}

export interface PastDeposit {
  amountCents: Cents;
  /** When it was asked for (UTC instant). Rejected deposits are left out by the caller. */
  at: string;
}

export function isRestricted(state: Pick<PlayerState, 'country' | 'region'>, policy: EligibilityPolicy): boolean {
  return (
    (state.country !== null && policy.restrictedRegions.has(state.country)) ||
    (state.region !== null && policy.restrictedRegions.has(state.region))
  );
}

const isActive = (until: string | null, now: string): until is string =>
  until !== null && Date.parse(now) < Date.parse(until);

/** Money in and paid play: deposits, paid joins, paid match creation. */
export function requireMayPayIn(state: PlayerState, now: string, policy: EligibilityPolicy): void {
  if (state.dateOfBirth === null) throw playerErrors.dateOfBirthRequired();
  if (state.country === null || state.region === null) throw playerErrors.placeRequired();
  if (!isAtLeastAge(state.dateOfBirth, now)) throw playerErrors.underAgeForMoney();
  if (isRestricted(state, policy)) throw playerErrors.regionRestricted(state.region);
  if (isActive(state.selfExcludedUntil, now)) throw playerErrors.selfExcluded(state.selfExcludedUntil);
  if (isActive(state.coolOffUntil, now)) throw playerErrors.coolOff(state.coolOffUntil);
}

export interface DepositRoom {
  period: 'daily' | 'weekly' | 'monthly' | 'unverified';
  leftCents: Cents;
  resetsAt: string | null;
}

/** How much more may be deposited under each limit in force at `now` (none listed: no limit). */
export function depositRoom(
  state: PlayerState,
  deposits: readonly PastDeposit[],
  now: string,
  policy: EligibilityPolicy,
): DepositRoom[] {
  const room: DepositRoom[] = [];
  for (const period of LIMIT_PERIODS) {
    const limit = effectiveLimit(state.depositLimits[period], now);
    if (limit === null) continue;
    const { start, end } = limitWindow(period, now);
    const used = deposits
      .filter((d) => Date.parse(d.at) >= start && Date.parse(d.at) < end)
      .reduce((sum, d) => sum + d.amountCents, 0);
    room.push({ period, leftCents: Math.max(0, limit - used), resetsAt: new Date(end).toISOString() });
  }
  if (state.kycLevel === 0 && policy.verificationAvailable === false) {
    // Nothing may come in that could not go out again.
    room.push({ period: 'unverified', leftCents: 0, resetsAt: null });
  } else if (state.kycLevel === 0) {
    const used = deposits.reduce((sum, d) => sum + d.amountCents, 0);
    room.push({
      period: 'unverified',
      leftCents: Math.max(0, policy.unverifiedDepositLimitCents - used),
      resetsAt: null,
    });
  }
  return room;
}

export function requireDepositAllowed(
  state: PlayerState,
  deposits: readonly PastDeposit[],
  amountCents: Cents,
  now: string,
  policy: EligibilityPolicy,
): void {
  requireMayPayIn(state, now, policy);
  for (const room of depositRoom(state, deposits, now, policy)) {
    if (amountCents <= room.leftCents) continue;
    if (room.period === 'unverified') {
      if (policy.verificationAvailable === false) throw playerErrors.verificationUnavailable();
      throw playerErrors.unverifiedDepositLimit(policy.unverifiedDepositLimitCents, room.leftCents);
    }
    throw playerErrors.depositLimit(room.period, room.leftCents, room.resetsAt!); // set for every period limit
  }
}

/**
 * A withdrawal: open under every restriction (money is never trapped), but only to a verified
 * person's own bank account. Answers the daily withdrawal limit of the player's level.
 */
export function withdrawalLimitFor(state: PlayerState, accountHolderName: string, policy: EligibilityPolicy): Cents {
  if (state.kycLevel === 0 || state.legalName === null) throw playerErrors.verificationRequiredToWithdraw();
  if (!namesMatch(accountHolderName, state.legalName)) throw playerErrors.holderNameMismatch();
  return state.kycLevel === 2 ? policy.enhancedDailyWithdrawalLimitCents : policy.verifiedDailyWithdrawalLimitCents;
}
