import { spec } from '../shared/given-when-then.spec-helper';
import { playerDecider } from './player.decider';
import { DateOfBirthRecorded, DepositLimitChanged, PlaceChanged, PlayerEvent } from './player.events';

const now = '2026-11-28T10:00:00.000Z';
const later = (ms: number) => new Date(Date.parse(now) + ms).toISOString();
const HOUR = 3_600_000;
const born: DateOfBirthRecorded = {
  type: 'DateOfBirthRecorded',
  data: { userId: 'u1', dateOfBirth: '1990-04-01', recordedAt: now },
};
const placed: PlaceChanged = {
  type: 'PlaceChanged',
  data: { userId: 'u1', country: 'US', region: 'US-CA', changedAt: now },
};
const record = (dateOfBirth: string | null, region = 'US-CA', at = now) => ({
  type: 'RecordEligibility' as const,
  data: { userId: 'u1', dateOfBirth, country: region.slice(0, 2), region, now: at },
});
const limit = (
  period: 'daily' | 'weekly' | 'monthly',
  amountCents: number | null,
  changedAt: string,
  effectiveAt: string,
) =>
  ({
    type: 'DepositLimitChanged',
    data: { userId: 'u1', period, amountCents, changedAt, effectiveAt },
  }) as DepositLimitChanged;
const setLimits = (daily: number | null, at = now, weekly: number | null = null, monthly: number | null = null) => ({
  type: 'SetDepositLimits' as const,
  data: { userId: 'u1', limits: { daily, weekly, monthly }, now: at },
});

describe('player decider: age and place', () => {
  it('records the date of birth and the place at sign-up', () => {
    spec(playerDecider).given([]).when(record('1990-04-01')).then([born, placed]);
  });

  it('refuses 17 years and 364 days, accepts exactly 18 years (UTC day of the command)', () => {
    spec(playerDecider)
      .given([])
      .when(record('2008-11-29'))
      .thenThrows('ELIGIBILITY.UNDER_AGE', /at least 18/);
    spec(playerDecider)
      .given([])
      .when(record('2008-11-28'))
      .then([{ ...born, data: { ...born.data, dateOfBirth: '2008-11-28' } }, placed]);
  });

  it('someone born on 29 February comes of age on 1 March in a year without one', () => {
    spec(playerDecider)
      .given([])
      .when(record('2008-02-29', 'US-CA', '2026-02-28T23:00:00.000Z'))
      .thenThrows('ELIGIBILITY.UNDER_AGE');
    spec(playerDecider)
      .given([])
      .when(record('2008-02-29', 'US-CA', '2026-03-01T00:00:00.000Z'))
      .then([
        { ...born, data: { ...born.data, dateOfBirth: '2008-02-29', recordedAt: '2026-03-01T00:00:00.000Z' } },
        { ...placed, data: { ...placed.data, changedAt: '2026-03-01T00:00:00.000Z' } },
      ]);
  });

  it('refuses dates that do not exist or lie in the future, and malformed places', () => {
    spec(playerDecider).given([]).when(record('1990-02-30')).thenThrows('ELIGIBILITY.INVALID_DATE_OF_BIRTH');
    spec(playerDecider).given([]).when(record('2030-01-01')).thenThrows('ELIGIBILITY.INVALID_DATE_OF_BIRTH');
    spec(playerDecider)
      .given([])
      .when({
        type: 'RecordEligibility',
        data: { userId: 'u1', dateOfBirth: null, country: 'US', region: 'PK-PB', now },
      })
      .thenThrows('ELIGIBILITY.INVALID_REGION');
    spec(playerDecider)
      .given([])
      .when({
        type: 'RecordEligibility',
        data: { userId: 'u1', dateOfBirth: null, country: 'USA', region: 'US-CA', now },
      })
      .thenThrows('ELIGIBILITY.INVALID_COUNTRY');
  });

  it('the player cannot change their date of birth; repeating it changes nothing', () => {
    spec(playerDecider).given([born, placed]).when(record('1991-04-01')).thenThrows('ELIGIBILITY.DATE_OF_BIRTH_LOCKED');
    spec(playerDecider).given([born, placed]).when(record('1990-04-01')).thenNothing();
    spec(playerDecider).given([born, placed]).when(record(null)).thenNothing();
  });

  it('a move is an event with its time', () => {
    const at = later(HOUR);
    spec(playerDecider)
      .given([born, placed])
      .when(record(null, 'PK-PB', at))
      .then([{ type: 'PlaceChanged', data: { userId: 'u1', country: 'PK', region: 'PK-PB', changedAt: at } }]);
  });

  it('an admin corrects the date of birth with a reason, as a new event', () => {
    const correct = (reason: string) => ({
      type: 'CorrectDateOfBirth' as const,
      data: { userId: 'u1', dateOfBirth: '1991-04-01', reason, adminId: 'a1', now },
    });
    spec(playerDecider)
      .given([born])
      .when(correct('Passport shows 1991'))
      .then([
        {
          type: 'DateOfBirthCorrected',
          data: {
            userId: 'u1',
            dateOfBirth: '1991-04-01',
            reason: 'Passport shows 1991',
            correctedBy: 'a1',
            correctedAt: now,
          },
        },
      ]);
    spec(playerDecider).given([born]).when(correct('  ')).thenThrows('REQUEST.REASON_REQUIRED');
  });
});

describe('player decider: deposit limits', () => {
  it('a first limit applies at once', () => {
    spec(playerDecider)
      .given([])
      .when(setLimits(10_000))
      .then([limit('daily', 10_000, now, now)]);
  });

  it('a lower limit applies at once; a higher one (or none) after 24 hours', () => {
    const first = limit('daily', 10_000, now, now);
    const at = later(HOUR);
    spec(playerDecider)
      .given([first])
      .when(setLimits(5_000, at))
      .then([limit('daily', 5_000, at, at)]);
    spec(playerDecider)
      .given([first])
      .when(setLimits(20_000, at))
      .then([limit('daily', 20_000, at, later(25 * HOUR))]);
    spec(playerDecider)
      .given([first])
      .when(setLimits(null, at))
      .then([limit('daily', null, at, later(25 * HOUR))]);
  });

  it('asking again for a raise that waits changes nothing; lowering cancels it at once', () => {
    const given: PlayerEvent[] = [limit('daily', 10_000, now, now), limit('daily', 20_000, now, later(24 * HOUR))];
    spec(playerDecider)
      .given(given)
      .when(setLimits(20_000, later(HOUR)))
      .thenNothing();
    spec(playerDecider)
      .given(given)
      .when(setLimits(10_000, later(HOUR)))
      .then([limit('daily', 10_000, later(HOUR), later(HOUR))]);
  });

  it('refuses a limit that is not a positive whole number of cents', () => {
    spec(playerDecider).given([]).when(setLimits(0)).thenThrows('LIMITS.INVALID_LIMIT');
    spec(playerDecider).given([]).when(setLimits(10.5)).thenThrows('LIMITS.INVALID_LIMIT');
  });
});

describe('player decider: breaks', () => {
  it('a cool-off lasts its period and can only be lengthened', () => {
    const started = {
      type: 'CoolOffStarted' as const,
      data: { userId: 'u1', period: '7d' as const, startedAt: now, until: later(7 * 24 * HOUR) },
    };
    spec(playerDecider)
      .given([])
      .when({ type: 'StartCoolOff', data: { userId: 'u1', period: '7d', now } })
      .then([started]);
    spec(playerDecider)
      .given([started])
      .when({ type: 'StartCoolOff', data: { userId: 'u1', period: '24h', now: later(HOUR) } })
      .thenNothing();
  });

  it('self-exclusion runs calendar months and cannot be shortened', () => {
    const excluded = {
      type: 'SelfExcluded' as const,
      data: { userId: 'u1', period: '1y' as const, startedAt: now, until: '2027-11-28T10:00:00.000Z' },
    };
    spec(playerDecider)
      .given([])
      .when({ type: 'SelfExclude', data: { userId: 'u1', period: '1y', now } })
      .then([excluded]);
    spec(playerDecider)
      .given([excluded])
      .when({ type: 'SelfExclude', data: { userId: 'u1', period: '6m', now } })
      .thenNothing();
  });
});

describe('player decider: identity', () => {
  const started = {
    type: 'IdentityVerificationStarted' as const,
    data: { userId: 'u1', verificationId: 'v1', provider: 'simulated' as const, level: 1 as const, startedAt: now },
  };
  const decide = (outcome: 'verified' | 'rejected', legalName: string | null, reason: string | null = null) => ({
    type: 'DecideIdentityVerification' as const,
    data: {
      userId: 'u1',
      verificationId: 'v1',
      outcome,
      legalName,
      accountName: 'Ana Lopez',
      reason,
      decidedBy: 'simulated',
      now,
    },
  });

  it('verifies a legal name that matches the account name despite case, accents and a middle name', () => {
    spec(playerDecider)
      .given([started])
      .when(decide('verified', 'ANA MARÍA LÓPEZ'))
      .then([
        {
          type: 'IdentityVerified',
          data: {
            userId: 'u1',
            verificationId: 'v1',
            level: 1,
            legalName: 'ANA MARÍA LÓPEZ',
            decidedBy: 'simulated',
            verifiedAt: now,
          },
        },
      ]);
  });

  it('turns a verified document with another name into a rejection', () => {
    spec(playerDecider)
      .given([started])
      .when(decide('verified', 'Ana Garcia'))
      .then([
        {
          type: 'IdentityVerificationRejected',
          data: {
            userId: 'u1',
            verificationId: 'v1',
            reason: 'The name on the identity document does not match the name on this account.',
            decidedBy: 'simulated',
            rejectedAt: now,
          },
        },
      ]);
  });

  it('a decided verification answers a repeat with nothing and refuses the other outcome', () => {
    spec(playerDecider)
      .given([started])
      .when(decide('rejected', null, ''))
      .thenThrows('REQUEST.REASON_REQUIRED');
    const rejected = {
      type: 'IdentityVerificationRejected' as const,
      data: { userId: 'u1', verificationId: 'v1', reason: 'Blurry', decidedBy: 'simulated', rejectedAt: now },
    };
    spec(playerDecider)
      .given([started, rejected])
      .when(decide('rejected', null, 'Blurry'))
      .thenNothing();
    spec(playerDecider)
      .given([started, rejected])
      .when(decide('verified', 'Ana Lopez'))
      .thenThrows('IDENTITY.VERIFICATION_DECIDED');
    spec(playerDecider).given([]).when(decide('verified', 'Ana Lopez')).thenThrows('IDENTITY.VERIFICATION_NOT_FOUND');
  });
});

describe('player decider: manual review documents', () => {
  const started = (provider: 'manual' | 'simulated' = 'manual') => ({
    type: 'IdentityVerificationStarted' as const,
    data: { userId: 'u1', verificationId: 'v1', provider, level: 2 as const, startedAt: now },
  });
  const add = (documentId = 'd1') => ({
    type: 'AddIdentityDocument' as const,
    data: {
      userId: 'u1',
      verificationId: 'v1',
      documentId,
      contentType: 'image/png' as const,
      sizeBytes: 1234,
      sha256: 'ab'.repeat(32),
      now,
    },
  });
  const uploaded = (documentId = 'd1'): PlayerEvent => ({
    type: 'IdentityDocumentUploaded',
    data: {
      userId: 'u1',
      verificationId: 'v1',
      documentId,
      contentType: 'image/png',
      sizeBytes: 1234,
      sha256: 'ab'.repeat(32),
      uploadedAt: now,
    },
  });
  const approve = (legalName: string, reason = 'Passport checked') => ({
    type: 'DecideIdentityVerification' as const,
    data: {
      userId: 'u1',
      verificationId: 'v1',
      outcome: 'verified' as const,
      legalName,
      accountName: 'Ana Lopez',
      reason,
      decidedBy: 'admin-1',
      now,
    },
  });

  it('records a document of a pending manual verification', () => {
    spec(playerDecider).given([started()]).when(add()).then([uploaded()]);
  });

  it('refuses documents for an unknown, a provider-run or a decided verification', () => {
    spec(playerDecider).given([]).when(add()).thenThrows('IDENTITY.VERIFICATION_NOT_FOUND');
    spec(playerDecider)
      .given([started('simulated')])
      .when(add())
      .thenThrows('IDENTITY.NOT_MANUAL_REVIEW');
    const rejected: PlayerEvent = {
      type: 'IdentityVerificationRejected',
      data: { userId: 'u1', verificationId: 'v1', reason: 'Blurry', decidedBy: 'admin-1', rejectedAt: now },
    };
    spec(playerDecider).given([started(), rejected]).when(add()).thenThrows('IDENTITY.VERIFICATION_DECIDED');
  });

  it('takes ten documents and refuses the eleventh', () => {
    const nine = Array.from({ length: 9 }, (_, i) => uploaded(`d${i}`));
    spec(playerDecider)
      .given([started(), ...nine])
      .when(add('d9'))
      .then([uploaded('d9')]);
    spec(playerDecider)
      .given([started(), ...nine, uploaded('d9')])
      .when(add('d10'))
      .thenThrows('IDENTITY.TOO_MANY_DOCUMENTS');
  });

  it("approves only with a document, keeping the reviewer's reason; level 2 from a level-2 verification", () => {
    spec(playerDecider).given([started()]).when(approve('Ana Lopez')).thenThrows('IDENTITY.DOCUMENTS_REQUIRED');
    spec(playerDecider)
      .given([started(), uploaded()])
      .when(approve('Ana María López'))
      .then([
        {
          type: 'IdentityVerified',
          data: {
            userId: 'u1',
            verificationId: 'v1',
            level: 2,
            legalName: 'Ana María López',
            decidedBy: 'admin-1',
            verifiedAt: now,
            reason: 'Passport checked',
          },
        },
      ]);
  });
});
