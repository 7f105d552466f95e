import { fold } from '../shared/decider';
import { playerDecider } from './player.decider';
import { PlayerEvent } from './player.events';
import { EligibilityPolicy, requireDepositAllowed, requireMayPayIn, withdrawalLimitFor } from './player.gates';

const now = '2026-11-25T10:00:00.000Z'; // a Wednesday
const policy: EligibilityPolicy = {
  restrictedRegions: new Set(['US-AZ', 'XX']),
  unverifiedDepositLimitCents: 200_000,
  verifiedDailyWithdrawalLimitCents: 1_000_000,
  enhancedDailyWithdrawalLimitCents: 5_000_000,
};
const base: PlayerEvent[] = [
  { type: 'DateOfBirthRecorded', data: { userId: 'u1', dateOfBirth: '1990-04-01', recordedAt: now } },
  { type: 'PlaceChanged', data: { userId: 'u1', country: 'US', region: 'US-CA', changedAt: now } },
];
const verified = (level: 1 | 2): PlayerEvent[] => [
  {
    type: 'IdentityVerificationStarted',
    data: { userId: 'u1', verificationId: `v${level}`, provider: 'simulated', level, startedAt: now },
  },
  {
    type: 'IdentityVerified',
    data: {
      userId: 'u1',
      verificationId: `v${level}`,
      level,
      legalName: 'Ana María López',
      decidedBy: 'simulated',
      verifiedAt: now,
    },
  },
];
const state = (...events: PlayerEvent[]) => fold(playerDecider, [...base, ...events]);
const code = (run: () => void): string | null => {
  try {
    run();
    return null;
  } catch (error) {
    return (error as { code: string }).code;
  }
};
const daily = (amountCents: number | null, changedAt = now, effectiveAt = now): PlayerEvent => ({
  type: 'DepositLimitChanged',
  data: { userId: 'u1', period: 'daily', amountCents, changedAt, effectiveAt },
});

describe('who may pay in', () => {
  it('needs a date of birth and a place first', () => {
    expect(code(() => requireMayPayIn(fold(playerDecider, []), now, policy))).toBe('ELIGIBILITY.DETAILS_REQUIRED');
  });

  it('refuses restricted regions and countries', () => {
    const moved = (country: string, region: string): PlayerEvent => ({
      type: 'PlaceChanged',
      data: { userId: 'u1', country, region, changedAt: now },
    });
    expect(code(() => requireMayPayIn(state(moved('US', 'US-AZ')), now, policy))).toBe('ELIGIBILITY.REGION_RESTRICTED');
    expect(code(() => requireMayPayIn(state(moved('XX', 'XX-01')), now, policy))).toBe('ELIGIBILITY.REGION_RESTRICTED');
    expect(code(() => requireMayPayIn(state(moved('US', 'US-NY')), now, policy))).toBeNull();
  });

  it('refuses during a cool-off and a self-exclusion, and not after them', () => {
    const until = '2026-11-26T10:00:00.000Z';
    const coolOff: PlayerEvent = {
      type: 'CoolOffStarted',
      data: { userId: 'u1', period: '24h', startedAt: now, until },
    };
    expect(code(() => requireMayPayIn(state(coolOff), now, policy))).toBe('LIMITS.COOL_OFF');
    expect(code(() => requireMayPayIn(state(coolOff), until, policy))).toBeNull();
    const excluded: PlayerEvent = {
      type: 'SelfExcluded',
      data: { userId: 'u1', period: '6m', startedAt: now, until: '2027-05-25T10:00:00.000Z' },
    };
    expect(code(() => requireMayPayIn(state(excluded, coolOff), now, policy))).toBe('LIMITS.SELF_EXCLUDED');
  });

  it('refuses an account whose corrected date of birth makes it under age', () => {
    const corrected: PlayerEvent = {
      type: 'DateOfBirthCorrected',
      data: { userId: 'u1', dateOfBirth: '2010-01-01', reason: 'ID', correctedBy: 'a1', correctedAt: now },
    };
    expect(code(() => requireMayPayIn(state(corrected), now, policy))).toBe('ELIGIBILITY.UNDER_AGE');
  });
});

describe('deposit limits', () => {
  const earlier = [{ amountCents: 6_000, at: '2026-11-25T08:00:00.000Z' }];

  it('exactly at the limit is accepted, one cent over is refused with what is left and when it resets', () => {
    const s = state(daily(10_000), ...verified(1));
    expect(code(() => requireDepositAllowed(s, earlier, 4_000, now, policy))).toBeNull();
    let message = '';
    try {
      requireDepositAllowed(s, earlier, 4_001, now, policy);
    } catch (error) {
      message = (error as Error).message;
      expect((error as { code: string }).code).toBe('LIMITS.DEPOSIT_LIMIT');
    }
    expect(message).toMatch(/\$40\.00 more until it resets at 2026-11-26 00:00 UTC/);
  });

  it('counts the week from Monday and the month from its first day', () => {
    const weekly: PlayerEvent = {
      type: 'DepositLimitChanged',
      data: { userId: 'u1', period: 'weekly', amountCents: 10_000, changedAt: now, effectiveAt: now },
    };
    const monday = [{ amountCents: 10_000, at: '2026-11-23T00:00:00.000Z' }];
    const sunday = [{ amountCents: 10_000, at: '2026-11-22T23:59:59.999Z' }];
    expect(code(() => requireDepositAllowed(state(weekly, ...verified(1)), monday, 1_000, now, policy))).toBe(
      'LIMITS.DEPOSIT_LIMIT',
    );
    expect(code(() => requireDepositAllowed(state(weekly, ...verified(1)), sunday, 1_000, now, policy))).toBeNull();
  });

  it('a raised limit applies only after 24 hours (by the clock given)', () => {
    const raisedAt = '2026-11-25T09:00:00.000Z';
    const s = state(
      daily(5_000, '2026-11-25T08:00:00.000Z', '2026-11-25T08:00:00.000Z'),
      daily(50_000, raisedAt, '2026-11-26T09:00:00.000Z'),
      ...verified(1),
    );
    expect(code(() => requireDepositAllowed(s, [], 5_001, '2026-11-26T08:59:59.999Z', policy))).toBe(
      'LIMITS.DEPOSIT_LIMIT',
    );
    expect(code(() => requireDepositAllowed(s, [], 5_001, '2026-11-26T09:00:00.000Z', policy))).toBeNull();
  });

  it('an unverified player deposits up to the lifetime total, not a cent more', () => {
    const past = [{ amountCents: 150_000, at: '2026-01-01T00:00:00.000Z' }];
    expect(code(() => requireDepositAllowed(state(), past, 50_000, now, policy))).toBeNull();
    expect(code(() => requireDepositAllowed(state(), past, 50_001, now, policy))).toBe(
      'IDENTITY.VERIFICATION_REQUIRED',
    );
    expect(code(() => requireDepositAllowed(state(...verified(1)), past, 50_001, now, policy))).toBeNull();
  });

  it('takes no unverified deposit where nobody can verify (it could never be withdrawn: rule 11)', () => {
    const nowhere = { ...policy, verificationAvailable: false };
    expect(code(() => requireDepositAllowed(state(), [], 1, now, nowhere))).toBe('IDENTITY.VERIFICATION_UNAVAILABLE');
    // A player verified before keeps depositing.
    expect(code(() => requireDepositAllowed(state(...verified(1)), [], 1, now, nowhere))).toBeNull();
  });
});

describe('withdrawals', () => {
  it('need a verified identity, to an account in the verified name; the level sets the daily limit', () => {
    expect(code(() => withdrawalLimitFor(state(), 'Ana Lopez', policy))).toBe('IDENTITY.VERIFICATION_REQUIRED');
    expect(code(() => withdrawalLimitFor(state(...verified(1)), 'Ana Garcia', policy))).toBe('IDENTITY.NAME_MISMATCH');
    expect(withdrawalLimitFor(state(...verified(1)), 'ana lopez', policy)).toBe(1_000_000);
    expect(withdrawalLimitFor(state(...verified(1), ...verified(2)), 'ANA LOPEZ', policy)).toBe(5_000_000);
  });

  it('stay open under every restriction', () => {
    const excluded: PlayerEvent = {
      type: 'SelfExcluded',
      data: { userId: 'u1', period: '5y', startedAt: now, until: '2031-11-25T10:00:00.000Z' },
    };
    const moved: PlayerEvent = {
      type: 'PlaceChanged',
      data: { userId: 'u1', country: 'US', region: 'US-AZ', changedAt: now },
    };
    expect(withdrawalLimitFor(state(excluded, moved, ...verified(1)), 'Ana Lopez', policy)).toBe(1_000_000);
  });
});
