/**
 * Events of the stream `account-{userId}`: sign-in recovery and e-mail verification. Kept apart
 * from `user-{id}` so the profile and rating commands never fold them. Tokens appear only as
 * their sha256 (hex): the raw token exists in the e-mail alone, never in the immutable log.
 */
export type PasswordResetRequested = {
  type: 'PasswordResetRequested';
  data: { userId: string; tokenHash: string; expiresAt: string; requestedAt: string };
};

/** The new password (bcrypt hash, redacted from every API view of a stream). */
export type PasswordChanged = {
  type: 'PasswordChanged';
  data: { userId: string; passwordHash: string; via: 'reset'; tokenHash: string; changedAt: string };
};

export type EmailVerificationRequested = {
  type: 'EmailVerificationRequested';
  data: { userId: string; email: string; tokenHash: string; expiresAt: string; requestedAt: string };
};

export type EmailVerified = {
  type: 'EmailVerified';
  data: { userId: string; email: string; tokenHash: string; verifiedAt: string };
};

export type AccountEvent = PasswordResetRequested | PasswordChanged | EmailVerificationRequested | EmailVerified;

export const accountStreamName = (userId: string): string => `account-${userId}`;
