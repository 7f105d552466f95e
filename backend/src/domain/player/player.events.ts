/**
 * Events of the stream `player-{userId}`: who may play for money (age, place, identity level) and
 * the limits the player set on themselves. See docs/decisions/eligibility.md.
 */
import { Cents } from '../shared/money';

export type LimitPeriod = 'daily' | 'weekly' | 'monthly';
export type CoolOffPeriod = '24h' | '7d' | '30d';
export type SelfExclusionPeriod = '6m' | '1y' | '5y';
export type VerificationProvider = 'simulated' | 'stripe' | 'manual';
/** What manual review accepts, as found in the bytes themselves. */
export type IdentityDocumentType = 'image/jpeg' | 'image/png' | 'application/pdf';
/** 1: identity verified; 2: enhanced (proof of address). */
export type KycLevel = 0 | 1 | 2;

/** The date of birth the player gave ("YYYY-MM-DD"); they cannot change it afterwards. */
export type DateOfBirthRecorded = {
  type: 'DateOfBirthRecorded';
  data: { userId: string; dateOfBirth: string; recordedAt: string };
};

/** An admin's correction of the date of birth, with a reason (the original event stays). */
export type DateOfBirthCorrected = {
  type: 'DateOfBirthCorrected';
  data: { userId: string; dateOfBirth: string; reason: string; correctedBy: string; correctedAt: string };
};

/** Where the player lives (ISO 3166-1 alpha-2 country, ISO 3166-2 region), from this time on. */
export type PlaceChanged = {
  type: 'PlaceChanged';
  data: { userId: string; country: string; region: string; changedAt: string };
};

/**
 * A deposit limit set by the player. `amountCents` null: no limit. A tighter limit takes effect at
 * once (`effectiveAt` = `changedAt`); a looser one 24 hours later.
 */
export type DepositLimitChanged = {
  type: 'DepositLimitChanged';
  data: { userId: string; period: LimitPeriod; amountCents: Cents | null; changedAt: string; effectiveAt: string };
};

export type CoolOffStarted = {
  type: 'CoolOffStarted';
  data: { userId: string; period: CoolOffPeriod; startedAt: string; until: string };
};

export type SelfExcluded = {
  type: 'SelfExcluded';
  data: { userId: string; period: SelfExclusionPeriod; startedAt: string; until: string };
};

export type IdentityVerificationStarted = {
  type: 'IdentityVerificationStarted';
  data: {
    userId: string;
    verificationId: string;
    provider: VerificationProvider;
    /** The level a success gives. */
    level: 1 | 2;
    startedAt: string;
  };
};

/** A document the player uploaded for manual review; the file lives outside the log (DATA_DIR). */
export type IdentityDocumentUploaded = {
  type: 'IdentityDocumentUploaded';
  data: {
    userId: string;
    verificationId: string;
    /** A random id; the stored file's name is this id and the extension of its type, never the upload's name. */
    documentId: string;
    contentType: IdentityDocumentType;
    sizeBytes: number;
    /** Hex SHA-256 of the bytes, so what a reviewer saw can be proven unchanged. */
    sha256: string;
    uploadedAt: string;
  };
};

export type IdentityVerified = {
  type: 'IdentityVerified';
  data: {
    userId: string;
    verificationId: string;
    level: 1 | 2;
    legalName: string;
    /** The admin's id, or the provider ("simulated", "stripe"). */
    decidedBy: string;
    verifiedAt: string;
    /** Manual review: the reviewer's reason (absent for providers). */
    reason?: string;
  };
};

export type IdentityVerificationRejected = {
  type: 'IdentityVerificationRejected';
  data: { userId: string; verificationId: string; reason: string; decidedBy: string; rejectedAt: string };
};

export type PlayerEvent =
  | DateOfBirthRecorded
  | DateOfBirthCorrected
  | PlaceChanged
  | DepositLimitChanged
  | CoolOffStarted
  | SelfExcluded
  | IdentityVerificationStarted
  | IdentityDocumentUploaded
  | IdentityVerified
  | IdentityVerificationRejected;
