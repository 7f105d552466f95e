import { Cents } from '../shared/money';
import { KycLevel, LimitPeriod, PlayerEvent, VerificationProvider } from './player.events';

export const LIMIT_PERIODS: readonly LimitPeriod[] = ['daily', 'weekly', 'monthly'];

export interface DepositLimitState {
  /** In force since its change; null: no limit. */
  currentCents: Cents | null;
  /** A looser limit waiting out its 24 hours. */
  pending: { amountCents: Cents | null; effectiveAt: string } | null;
}

export interface VerificationRecord {
  provider: VerificationProvider;
  level: 1 | 2;
  status: 'pending' | 'verified' | 'rejected';
  /** Manual review: how many documents were uploaded for it. */
  documents: number;
}

export interface PlayerState {
  dateOfBirth: string | null;
  country: string | null;
  region: string | null;
  kycLevel: KycLevel;
  legalName: string | null;
  verifications: ReadonlyMap<string, VerificationRecord>;
  depositLimits: Readonly<Record<LimitPeriod, DepositLimitState>>;
  coolOffUntil: string | null;
  selfExcludedUntil: string | null;
}

const noLimit = (): DepositLimitState => ({ currentCents: null, pending: null });

export const initialPlayerState = (): PlayerState => ({
  dateOfBirth: null,
  country: null,
  region: null,
  kycLevel: 0,
  legalName: null,
  verifications: new Map(),
  depositLimits: { daily: noLimit(), weekly: noLimit(), monthly: noLimit() },
  coolOffUntil: null,
  selfExcludedUntil: null,
});

/** The limit in force at `now`: a pending raise counts once its 24 hours have passed. */
export function effectiveLimit(limit: DepositLimitState, now: string): Cents | null {
  if (limit.pending && Date.parse(now) >= Date.parse(limit.pending.effectiveAt)) return limit.pending.amountCents;
  return limit.currentCents;
}

const later = (a: string | null, b: string): string => (a !== null && Date.parse(a) > Date.parse(b) ? a : b);

export function evolvePlayer(state: PlayerState, event: PlayerEvent): PlayerState {
  switch (event.type) {
    case 'DateOfBirthRecorded':
    case 'DateOfBirthCorrected':
      return { ...state, dateOfBirth: event.data.dateOfBirth };
    case 'PlaceChanged':
      return { ...state, country: event.data.country, region: event.data.region };
    case 'DepositLimitChanged': {
      const { period, amountCents, changedAt, effectiveAt } = event.data;
      const before = state.depositLimits[period];
      const next: DepositLimitState =
        effectiveAt === changedAt
          ? { currentCents: amountCents, pending: null }
          : { currentCents: effectiveLimit(before, changedAt), pending: { amountCents, effectiveAt } };
      return { ...state, depositLimits: { ...state.depositLimits, [period]: next } };
    }
    case 'CoolOffStarted':
      return { ...state, coolOffUntil: later(state.coolOffUntil, event.data.until) };
    case 'SelfExcluded':
      return { ...state, selfExcludedUntil: later(state.selfExcludedUntil, event.data.until) };
    case 'IdentityVerificationStarted': {
      const { verificationId, provider, level } = event.data;
      const verifications = new Map(state.verifications);
      verifications.set(verificationId, { provider, level, status: 'pending', documents: 0 });
      return { ...state, verifications };
    }
    case 'IdentityDocumentUploaded': {
      const record = state.verifications.get(event.data.verificationId);
      if (!record) return state;
      const verifications = new Map(state.verifications);
      verifications.set(event.data.verificationId, { ...record, documents: record.documents + 1 });
      return { ...state, verifications };
    }
    case 'IdentityVerified': {
      const { verificationId, level, legalName } = event.data;
      const verifications = new Map(state.verifications);
      const record = verifications.get(verificationId);
      if (record) verifications.set(verificationId, { ...record, status: 'verified' });
      return {
        ...state,
        verifications,
        kycLevel: level > state.kycLevel ? level : state.kycLevel,
        legalName: state.legalName ?? legalName,
      };
    }
    case 'IdentityVerificationRejected': {
      const verifications = new Map(state.verifications);
      const record = verifications.get(event.data.verificationId);
      if (record) verifications.set(event.data.verificationId, { ...record, status: 'rejected' });
      return { ...state, verifications };
    }
  }
}
