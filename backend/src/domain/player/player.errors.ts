import { DomainError } from '../shared/decider';
import { Cents, formatCents } from '../shared/money';

const usd = (cents: Cents) => `$${formatCents(cents)}`;
const dateOf = (instant: string) => instant.replace('T', ' ').replace(/:\d{2}\.\d{3}Z$/, ' UTC');

/** Every refusal says what to do next; the screens link to the page that fixes it (docs/decisions/eligibility.md). */
export const playerErrors = {
  underAge: () =>
    new DomainError('ELIGIBILITY.UNDER_AGE', 'You must be at least 18 years old to play for money on CourtCash.'),
  underAgeForMoney: () =>
    new DomainError(
      'ELIGIBILITY.UNDER_AGE',
      'You must be at least 18 years old to deposit or play for money. You can still withdraw your balance.',
      'forbidden',
    ),
  invalidDateOfBirth: () =>
    new DomainError(
      'ELIGIBILITY.INVALID_DATE_OF_BIRTH',
      'Please enter your date of birth as a real date (YYYY-MM-DD).',
    ),
  dateOfBirthLocked: () =>
    new DomainError(
      'ELIGIBILITY.DATE_OF_BIRTH_LOCKED',
      'Your date of birth is already recorded and cannot be changed. If it is wrong, please contact support.',
      'forbidden',
    ),
  invalidCountry: () =>
    new DomainError('ELIGIBILITY.INVALID_COUNTRY', 'Please choose your country (a two-letter code such as US or PK).'),
  invalidRegion: () =>
    new DomainError(
      'ELIGIBILITY.INVALID_REGION',
      'Please choose your state or province in your country (a code such as US-CA or PK-PB).',
    ),
  dateOfBirthRequired: () =>
    new DomainError(
      'ELIGIBILITY.DETAILS_REQUIRED',
      'Please give your date of birth and where you live on the Verification page before moving money.',
      'forbidden',
    ),
  placeRequired: () =>
    new DomainError(
      'ELIGIBILITY.DETAILS_REQUIRED',
      'Please tell us where you live on the Verification page before moving money.',
      'forbidden',
    ),
  regionRestricted: (region: string) =>
    new DomainError(
      'ELIGIBILITY.REGION_RESTRICTED',
      `Paid play is not offered in ${region}. You can still play free matches and withdraw your balance; if you have moved, update where you live on the Verification page.`,
      'forbidden',
    ),
  coolOff: (until: string) =>
    new DomainError(
      'LIMITS.COOL_OFF',
      `You are taking a break until ${dateOf(until)}: no deposits or paid matches until then. You can still withdraw your balance.`,
      'forbidden',
    ),
  selfExcluded: (until: string) =>
    new DomainError(
      'LIMITS.SELF_EXCLUDED',
      `You excluded yourself from paid play until ${dateOf(until)}. It cannot be lifted early. You can still withdraw your balance.`,
      'forbidden',
    ),
  depositLimit: (period: string, leftCents: Cents, resetsAt: string) =>
    new DomainError(
      'LIMITS.DEPOSIT_LIMIT',
      `This deposit is over your ${period} deposit limit: you can deposit ${usd(leftCents)} more until it resets at ${dateOf(resetsAt)}. You can change your limits on the Limits page.`,
      'forbidden',
    ),
  invalidLimit: () =>
    new DomainError('LIMITS.INVALID_LIMIT', 'A deposit limit must be a positive amount in dollars, or empty for none.'),
  unverifiedDepositLimit: (limitCents: Cents, leftCents: Cents) =>
    new DomainError(
      'IDENTITY.VERIFICATION_REQUIRED',
      `Unverified accounts may deposit up to ${usd(limitCents)} in total (${usd(leftCents)} left). Verify your identity on the Verification page to deposit more.`,
      'forbidden',
    ),
  verificationUnavailable: () =>
    new DomainError(
      'IDENTITY.VERIFICATION_UNAVAILABLE',
      'Deposits need a verified identity, and identity verification is not available here yet, so nothing was charged. Please try again later or contact support.',
      'forbidden',
    ),
  verificationRequiredToWithdraw: () =>
    new DomainError(
      'IDENTITY.VERIFICATION_REQUIRED',
      'Please verify your identity on the Verification page before your first withdrawal. Your balance stays yours meanwhile.',
      'forbidden',
    ),
  holderNameMismatch: () =>
    new DomainError(
      'IDENTITY.NAME_MISMATCH',
      'The account holder must be you: use a bank account in the name on your verified identity.',
    ),
  verificationNotFound: () =>
    new DomainError('IDENTITY.VERIFICATION_NOT_FOUND', 'There is no such identity verification.', 'not_found'),
  verificationDecided: () =>
    new DomainError(
      'IDENTITY.VERIFICATION_DECIDED',
      'This identity verification has been decided already.',
      'conflict',
    ),
  alreadyVerified: () =>
    new DomainError('IDENTITY.ALREADY_VERIFIED', 'Your identity is already verified at this level.', 'conflict'),
  notManualReview: () =>
    new DomainError(
      'IDENTITY.NOT_MANUAL_REVIEW',
      'Documents can only be uploaded to a verification reviewed by our staff. Start a new verification on the Verification page.',
      'conflict',
    ),
  verificationNotPending: () =>
    new DomainError(
      'IDENTITY.VERIFICATION_DECIDED',
      'This identity verification has been decided already, so it takes no more documents. Start a new one on the Verification page if you need to.',
      'conflict',
    ),
  tooManyDocuments: (max: number) =>
    new DomainError(
      'IDENTITY.TOO_MANY_DOCUMENTS',
      `A verification takes at most ${max} documents. Wait for the review, or start a new verification if these were wrong.`,
      'conflict',
    ),
  documentsRequired: () =>
    new DomainError(
      'IDENTITY.DOCUMENTS_REQUIRED',
      'This verification has no documents yet, so it cannot be approved. Wait for the player to upload them, or reject it with a reason.',
      'conflict',
    ),
  ownVerification: () =>
    new DomainError(
      'IDENTITY.OWN_VERIFICATION',
      'No administrator can decide their own identity verification: ask another administrator to review it.',
      'forbidden',
    ),
  documentNotFound: () =>
    new DomainError('IDENTITY.DOCUMENT_NOT_FOUND', 'There is no such document for this verification.', 'not_found'),
  legalNameRequired: () =>
    new DomainError('IDENTITY.LEGAL_NAME_REQUIRED', 'Please give the legal name shown on the document.'),
  reasonRequired: () => new DomainError('REQUEST.REASON_REQUIRED', 'Please give a reason.'),
};
