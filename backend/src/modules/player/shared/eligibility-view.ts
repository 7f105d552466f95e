import { EligibilityPolicy, depositRoom, isRestricted } from '../../../domain/player/player.gates';
import { LimitPeriod } from '../../../domain/player/player.events';
import { LIMIT_PERIODS, PlayerState, effectiveLimit } from '../../../domain/player/player.state';
import { formatCents } from '../../../domain/shared/money';
import { WalletState } from '../../../domain/wallet/wallet.state';
import { pastDeposits } from './player-gate';

export type KycStatus = 'unverified' | 'pending' | 'verified' | 'rejected';

export interface LimitView {
  /** In force now; null: none. */
  amount: string | null;
  /** What is left in the current window; null without a limit. */
  left: string | null;
  resetsAt: string | null;
  /** A looser limit waiting out its 24 hours. */
  pending: { amount: string | null; effectiveAt: string } | null;
}

export interface EligibilityView {
  dateOfBirth: string | null;
  country: string | null;
  region: string | null;
  restricted: boolean;
  kycLevel: 0 | 1 | 2;
  kycStatus: KycStatus;
  limits: Record<LimitPeriod, LimitView> & {
    /** Level 0 only: what may still be deposited before verifying. */
    unverifiedDepositLeft: string | null;
    /** The daily withdrawal limit of the level; null at level 0 (no withdrawals). */
    dailyWithdrawal: string | null;
  };
  coolOffUntil: string | null;
  selfExcludedUntil: string | null;
}

const money = (cents: number | null) => (cents === null ? null : formatCents(cents));
const stillActive = (until: string | null, now: string) =>
  until && Date.parse(until) > Date.parse(now) ? until : null;

function kycStatusOf(state: PlayerState): KycStatus {
  if (state.kycLevel > 0) return 'verified';
  const all = [...state.verifications.values()];
  if (all.some((v) => v.status === 'pending')) return 'pending';
  return all.length > 0 ? 'rejected' : 'unverified';
}

export function eligibilityView(
  state: PlayerState,
  wallet: WalletState,
  now: string,
  policy: EligibilityPolicy,
): EligibilityView {
  const room = depositRoom(state, pastDeposits(wallet), now, policy);
  const limits = Object.fromEntries(
    LIMIT_PERIODS.map((period) => {
      const limit = state.depositLimits[period];
      const left = room.find((r) => r.period === period);
      const waiting = limit.pending && Date.parse(limit.pending.effectiveAt) > Date.parse(now) ? limit.pending : null;
      const view: LimitView = {
        amount: money(effectiveLimit(limit, now)),
        left: left ? formatCents(left.leftCents) : null,
        resetsAt: left?.resetsAt ?? null,
        pending: waiting ? { amount: money(waiting.amountCents), effectiveAt: waiting.effectiveAt } : null,
      };
      return [period, view];
    }),
  ) as Record<LimitPeriod, LimitView>;
  const unverified = room.find((r) => r.period === 'unverified');
  const dailyWithdrawal =
    state.kycLevel === 0
      ? null
      : state.kycLevel === 2
        ? policy.enhancedDailyWithdrawalLimitCents
        : policy.verifiedDailyWithdrawalLimitCents;
  return {
    dateOfBirth: state.dateOfBirth,
    country: state.country,
    region: state.region,
    restricted: isRestricted(state, policy),
    kycLevel: state.kycLevel,
    kycStatus: kycStatusOf(state),
    limits: {
      ...limits,
      unverifiedDepositLeft: unverified ? formatCents(unverified.leftCents) : null,
      dailyWithdrawal: money(dailyWithdrawal),
    },
    coolOffUntil: stillActive(state.coolOffUntil, now),
    selfExcludedUntil: stillActive(state.selfExcludedUntil, now),
  };
}
