/**
 * Events of the stream `account-{userId}`: sign-in recovery and e-mail verification. Kept apart
 * from `user-{id}` so the profile and rating commands never fold them. Tokens appear only as
 * their sha256 (hex): the raw token exists in the e-mail alone, never in the immutable log.
 */
export type PasswordResetRequested = {
  type: 'PasswordResetRequested';
  data: { userId: string; tokenHash: string; expiresAt: string; requestedAt: string };
};

/**
 * The new password (bcrypt hash, redacted from every API view of a stream): by a reset link
 * (`tokenHash` of the link) or by the signed-in owner who gave the current one (`via: 'change'`).
 */
export type PasswordChanged = {
  type: 'PasswordChanged';
  data:
    | { userId: string; passwordHash: string; via: 'reset'; tokenHash: string; changedAt: string }
    | { userId: string; passwordHash: string; via: 'change'; changedAt: string };
};

export type EmailVerificationRequested = {
  type: 'EmailVerificationRequested';
  data: { userId: string; email: string; tokenHash: string; expiresAt: string; requestedAt: string };
};

export type EmailVerified = {
  type: 'EmailVerified';
  data: { userId: string; email: string; tokenHash: string; verifiedAt: string };
};

/**
 * A TOTP second factor (RFC 6238). The secret is stored encrypted (AES-256-GCM, key derived from
 * the server's secret); the recovery codes only as their sha256. Both are redacted from API views.
 */
export type SecondFactorEnabled = {
  type: 'SecondFactorEnabled';
  data: { userId: string; method: 'totp'; secretCiphertext: string; recoveryCodeHashes: string[]; enabledAt: string };
};

export type RecoveryCodeUsed = {
  type: 'RecoveryCodeUsed';
  data: { userId: string; codeHash: string; remaining: number; usedAt: string };
};

export type SecondFactorDisabled = {
  type: 'SecondFactorDisabled';
  data: { userId: string; disabledAt: string };
};

export type SecondFactorEvent = SecondFactorEnabled | RecoveryCodeUsed | SecondFactorDisabled;

export type AccountEvent =
  | PasswordResetRequested
  | PasswordChanged
  | EmailVerificationRequested
  | EmailVerified
  | SecondFactorEvent;

export const accountStreamName = (userId: string): string => `account-${userId}`;
