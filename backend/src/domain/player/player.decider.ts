/**
 * The player's own stream: what they told us (date of birth, place), what was verified, and the
 * limits they set. Rules that need the wallet too (deposit limits) are in player.gates.ts.
 */
import { Decider, assertNever } from '../shared/decider';
import { Cents } from '../shared/money';
import {
  LIMIT_RAISE_DELAY_MS,
  coolOffUntil,
  isAtLeastAge,
  parseIsoDate,
  plusMs,
  selfExclusionUntil,
} from './player.calendar';
import { playerErrors } from './player.errors';
import {
  CoolOffPeriod,
  IdentityDocumentType,
  LimitPeriod,
  PlayerEvent,
  SelfExclusionPeriod,
  VerificationProvider,
} from './player.events';
import { namesMatch } from './player.names';
import { LIMIT_PERIODS, PlayerState, effectiveLimit, evolvePlayer, initialPlayerState } from './player.state';

/** Sign-up and PUT /api/user/eligibility. `dateOfBirth` may be left out once recorded. */
export type RecordEligibility = {
  type: 'RecordEligibility';
  data: { userId: string; dateOfBirth: string | null; country: string; region: string; now: string };
};
export type CorrectDateOfBirth = {
  type: 'CorrectDateOfBirth';
  data: { userId: string; dateOfBirth: string; reason: string; adminId: string; now: string };
};
export type SetDepositLimits = {
  type: 'SetDepositLimits';
  data: { userId: string; limits: Record<LimitPeriod, Cents | null>; now: string };
};
export type StartCoolOff = { type: 'StartCoolOff'; data: { userId: string; period: CoolOffPeriod; now: string } };
export type SelfExclude = { type: 'SelfExclude'; data: { userId: string; period: SelfExclusionPeriod; now: string } };
export type StartIdentityVerification = {
  type: 'StartIdentityVerification';
  data: { userId: string; verificationId: string; provider: VerificationProvider; level: 1 | 2; now: string };
};
/** Manual review: a document the player uploaded (the file is already stored under its random id). */
export type AddIdentityDocument = {
  type: 'AddIdentityDocument';
  data: {
    userId: string;
    verificationId: string;
    documentId: string;
    contentType: IdentityDocumentType;
    sizeBytes: number;
    sha256: string;
    now: string;
  };
};
/** Manual review: at most this many documents per verification (a front, a back, proof of address, a retake...). */
export const MAX_DOCUMENTS_PER_VERIFICATION = 10;
/** The provider's (or finance's) outcome. `accountName` is the account's "first last", for the name rule. */
export type DecideIdentityVerification = {
  type: 'DecideIdentityVerification';
  data: {
    userId: string;
    verificationId: string;
    outcome: 'verified' | 'rejected';
    legalName: string | null;
    accountName: string;
    reason: string | null;
    decidedBy: string;
    now: string;
  };
};

export type PlayerCommand =
  | RecordEligibility
  | CorrectDateOfBirth
  | SetDepositLimits
  | StartCoolOff
  | SelfExclude
  | StartIdentityVerification
  | AddIdentityDocument
  | DecideIdentityVerification;

const COUNTRY = /^[A-Z]{2}$/;
const REGION = /^([A-Z]{2})-[A-Z0-9]{1,3}$/;

/** Checks the shape of a place: a two-letter country and a subdivision code of that country. */
export function requireValidPlace(country: string, region: string): void {
  if (!COUNTRY.test(country)) throw playerErrors.invalidCountry();
  const match = REGION.exec(region);
  if (!match || match[1] !== country) throw playerErrors.invalidRegion();
}

/** A date of birth that exists and belongs to someone of age at `now`. */
export function requireAdultDateOfBirth(dateOfBirth: string, now: string): void {
  if (!parseIsoDate(dateOfBirth) || Date.parse(`${dateOfBirth}T00:00:00Z`) > Date.parse(now)) {
    throw playerErrors.invalidDateOfBirth();
  }
  if (!isAtLeastAge(dateOfBirth, now)) throw playerErrors.underAge();
}

export function decidePlayer(command: PlayerCommand, state: PlayerState): PlayerEvent[] {
  switch (command.type) {
    case 'RecordEligibility': {
      const { userId, dateOfBirth, country, region, now } = command.data;
      requireValidPlace(country, region);
      const events: PlayerEvent[] = [];
      if (dateOfBirth !== null && dateOfBirth !== state.dateOfBirth) {
        if (state.dateOfBirth !== null) throw playerErrors.dateOfBirthLocked();
        requireAdultDateOfBirth(dateOfBirth, now);
        events.push({ type: 'DateOfBirthRecorded', data: { userId, dateOfBirth, recordedAt: now } });
      }
      if (country !== state.country || region !== state.region) {
        events.push({ type: 'PlaceChanged', data: { userId, country, region, changedAt: now } });
      }
      return events;
    }
    case 'CorrectDateOfBirth': {
      const { userId, dateOfBirth, adminId, now } = command.data;
      const reason = command.data.reason.trim();
      if (!reason) throw playerErrors.reasonRequired();
      if (!parseIsoDate(dateOfBirth) || Date.parse(`${dateOfBirth}T00:00:00Z`) > Date.parse(now)) {
        throw playerErrors.invalidDateOfBirth();
      }
      if (dateOfBirth === state.dateOfBirth) return [];
      return [
        { type: 'DateOfBirthCorrected', data: { userId, dateOfBirth, reason, correctedBy: adminId, correctedAt: now } },
      ];
    }
    case 'SetDepositLimits':
      return decideSetDepositLimits(command, state);
    case 'StartCoolOff': {
      const { userId, period, now } = command.data;
      const until = coolOffUntil(period, now);
      // A break can only be lengthened: asking for a shorter one while one runs changes nothing.
      if (state.coolOffUntil && Date.parse(state.coolOffUntil) >= Date.parse(until)) return [];
      return [{ type: 'CoolOffStarted', data: { userId, period, startedAt: now, until } }];
    }
    case 'SelfExclude': {
      const { userId, period, now } = command.data;
      const until = selfExclusionUntil(period, now);
      if (state.selfExcludedUntil && Date.parse(state.selfExcludedUntil) >= Date.parse(until)) return [];
      return [{ type: 'SelfExcluded', data: { userId, period, startedAt: now, until } }];
    }
    case 'StartIdentityVerification': {
      const { userId, verificationId, provider, level, now } = command.data;
      const existing = state.verifications.get(verificationId);
      if (existing) return [];
      if (state.kycLevel >= level) throw playerErrors.alreadyVerified();
      return [
        { type: 'IdentityVerificationStarted', data: { userId, verificationId, provider, level, startedAt: now } },
      ];
    }
    case 'AddIdentityDocument': {
      const { userId, verificationId, documentId, contentType, sizeBytes, sha256, now } = command.data;
      const record = state.verifications.get(verificationId);
      if (!record) throw playerErrors.verificationNotFound();
      if (record.provider !== 'manual') throw playerErrors.notManualReview();
      if (record.status !== 'pending') throw playerErrors.verificationNotPending();
      if (record.documents >= MAX_DOCUMENTS_PER_VERIFICATION) {
        throw playerErrors.tooManyDocuments(MAX_DOCUMENTS_PER_VERIFICATION);
      }
      return [
        {
          type: 'IdentityDocumentUploaded',
          data: { userId, verificationId, documentId, contentType, sizeBytes, sha256, uploadedAt: now },
        },
      ];
    }
    case 'DecideIdentityVerification':
      return decideIdentityOutcome(command, state);
    default:
      return assertNever(command);
  }
}

function decideSetDepositLimits({ data }: SetDepositLimits, state: PlayerState): PlayerEvent[] {
  const { userId, limits, now } = data;
  for (const period of LIMIT_PERIODS) {
    const amount = limits[period];
    if (amount !== null && (!Number.isSafeInteger(amount) || amount <= 0)) throw playerErrors.invalidLimit();
  }
  const events: PlayerEvent[] = [];
  for (const period of LIMIT_PERIODS) {
    const wanted = limits[period];
    const limit = state.depositLimits[period];
    const inForce = effectiveLimit(limit, now);
    const waiting = limit.pending && Date.parse(now) < Date.parse(limit.pending.effectiveAt) ? limit.pending : null;
    if (wanted === inForce && !waiting) continue;
    if (waiting && wanted === waiting.amountCents) continue;
    // Tighter (or equal to what is in force, which cancels a waiting raise): at once. Looser: in 24 hours.
    const tighter = wanted !== null && (inForce === null || wanted <= inForce);
    const effectiveAt = tighter ? now : plusMs(now, LIMIT_RAISE_DELAY_MS);
    events.push({
      type: 'DepositLimitChanged',
      data: { userId, period, amountCents: wanted, changedAt: now, effectiveAt },
    });
  }
  return events;
}

function decideIdentityOutcome({ data }: DecideIdentityVerification, state: PlayerState): PlayerEvent[] {
  const { userId, verificationId, outcome, decidedBy, now } = data;
  const record = state.verifications.get(verificationId);
  if (!record) throw playerErrors.verificationNotFound();
  if (record.status !== 'pending') {
    const same = (record.status === 'verified') === (outcome === 'verified');
    if (same) return [];
    throw playerErrors.verificationDecided();
  }
  const rejected = (reason: string): PlayerEvent[] => [
    { type: 'IdentityVerificationRejected', data: { userId, verificationId, reason, decidedBy, rejectedAt: now } },
  ];
  if (outcome === 'rejected') {
    const reason = data.reason?.trim();
    if (!reason) throw playerErrors.reasonRequired();
    return rejected(reason);
  }
  const legalName = data.legalName?.trim() ?? '';
  if (!legalName) throw playerErrors.legalNameRequired();
  // A reviewer approves what they saw: a manual verification without documents has nothing to approve.
  if (record.provider === 'manual' && record.documents === 0) throw playerErrors.documentsRequired();
  // The name rule (player.names.ts): a verified identity must be the account holder's.
  if (!namesMatch(legalName, data.accountName)) {
    return rejected('The name on the identity document does not match the name on this account.');
  }
  // An enhanced check keeps the name verified first.
  if (state.legalName !== null && !namesMatch(legalName, state.legalName)) {
    return rejected('The name on this document does not match your verified name.');
  }
  const reason = data.reason?.trim();
  return [
    {
      type: 'IdentityVerified',
      data: {
        userId,
        verificationId,
        level: record.level,
        legalName,
        decidedBy,
        verifiedAt: now,
        ...(reason ? { reason } : {}),
      },
    },
  ];
}

export const playerDecider: Decider<PlayerCommand, PlayerEvent, PlayerState> = {
  decide: decidePlayer,
  evolve: evolvePlayer,
  initialState: initialPlayerState,
};
