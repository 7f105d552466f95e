import { spec } from '../shared/given-when-then.spec-helper';
import { AccountEvent } from './account.events';
import { accountDecider } from './account.decider';

const t0 = '2026-11-24T10:00:00.000Z';
const at = (minutes: number) => new Date(Date.parse(t0) + minutes * 60_000).toISOString();
const requested: AccountEvent = {
  type: 'PasswordResetRequested',
  data: { userId: 'u1', tokenHash: 'h1', expiresAt: at(60), requestedAt: t0 },
};
const changed = (tokenHash: string, minutes: number): AccountEvent => ({
  type: 'PasswordChanged',
  data: { userId: 'u1', passwordHash: 'bcrypt', via: 'reset', tokenHash, changedAt: at(minutes) },
});
const reset = (tokenHash: string, minutes: number) => ({
  type: 'ResetPassword' as const,
  data: { userId: 'u1', tokenHash, passwordHash: 'bcrypt', now: at(minutes) },
});

describe('account decider: password reset', () => {
  it('issues a link that expires after one hour', () => {
    spec(accountDecider)
      .given([])
      .when({ type: 'RequestPasswordReset', data: { userId: 'u1', tokenHash: 'h1', now: t0 } })
      .then([requested]);
  });

  it('sets the new password once; the same link cannot be used again', () => {
    spec(accountDecider)
      .given([requested])
      .when(reset('h1', 59))
      .then([changed('h1', 59)]);
    spec(accountDecider)
      .given([requested, changed('h1', 10)])
      .when(reset('h1', 11))
      .thenThrows('ACCOUNT.RESET_LINK_USED', /already been used/);
  });

  it('refuses an expired link (exactly one hour counts as expired) and an unknown one', () => {
    spec(accountDecider)
      .given([requested])
      .when(reset('h1', 60))
      .thenThrows('ACCOUNT.RESET_LINK_EXPIRED', /expired/);
    spec(accountDecider).given([requested]).when(reset('other', 1)).thenThrows('ACCOUNT.RESET_LINK_INVALID');
  });

  it('voids every other outstanding link once the password changed', () => {
    const second: AccountEvent = {
      type: 'PasswordResetRequested',
      data: { userId: 'u1', tokenHash: 'h2', expiresAt: at(65), requestedAt: at(5) },
    };
    spec(accountDecider)
      .given([requested, second, changed('h2', 6)])
      .when(reset('h1', 7))
      .thenThrows('ACCOUNT.RESET_LINK_USED');
  });

  it('sends at most five links an hour, silently', () => {
    const five = [0, 1, 2, 3, 4].map((i): AccountEvent => ({
      type: 'PasswordResetRequested',
      data: { userId: 'u1', tokenHash: `h${i}`, expiresAt: at(60 + i), requestedAt: at(i) },
    }));
    spec(accountDecider)
      .given(five)
      .when({ type: 'RequestPasswordReset', data: { userId: 'u1', tokenHash: 'h9', now: at(30) } })
      .thenNothing();
    spec(accountDecider)
      .given(five)
      .when({ type: 'RequestPasswordReset', data: { userId: 'u1', tokenHash: 'h9', now: at(61) } })
      .then([
        {
          type: 'PasswordResetRequested',
          data: { userId: 'u1', tokenHash: 'h9', expiresAt: at(121), requestedAt: at(61) },
        },
      ]);
  });
});

describe('account decider: e-mail verification', () => {
  const sent: AccountEvent = {
    type: 'EmailVerificationRequested',
    data: { userId: 'u1', email: 'ana@example.com', tokenHash: 'v1', expiresAt: at(48 * 60), requestedAt: t0 },
  };
  const verify = (minutes: number, currentEmail = 'ana@example.com', tokenHash = 'v1') => ({
    type: 'VerifyEmail' as const,
    data: { userId: 'u1', tokenHash, currentEmail, now: at(minutes) },
  });
  const verified: AccountEvent = {
    type: 'EmailVerified',
    data: { userId: 'u1', email: 'ana@example.com', tokenHash: 'v1', verifiedAt: at(5) },
  };

  it('sends a link valid for 48 hours and verifies the address it was sent to', () => {
    spec(accountDecider)
      .given([])
      .when({
        type: 'RequestEmailVerification',
        data: { userId: 'u1', email: 'ana@example.com', tokenHash: 'v1', now: t0 },
      })
      .then([sent]);
    spec(accountDecider).given([sent]).when(verify(5)).then([verified]);
  });

  it('treats a second click as done, and refuses expired, unknown or outdated links', () => {
    spec(accountDecider).given([sent, verified]).when(verify(6)).thenNothing();
    spec(accountDecider)
      .given([sent])
      .when(verify(48 * 60))
      .thenThrows('ACCOUNT.VERIFY_LINK_EXPIRED');
    spec(accountDecider)
      .given([sent])
      .when(verify(1, 'ana@example.com', 'x'))
      .thenThrows('ACCOUNT.VERIFY_LINK_INVALID');
    spec(accountDecider)
      .given([sent])
      .when(verify(1, 'ana.new@example.com'))
      .thenThrows('ACCOUNT.VERIFY_LINK_OUTDATED');
  });

  it('refuses to resend for an address already verified', () => {
    spec(accountDecider)
      .given([sent, verified])
      .when({
        type: 'RequestEmailVerification',
        data: { userId: 'u1', email: 'ana@example.com', tokenHash: 'v2', now: at(10) },
      })
      .thenThrows('ACCOUNT.EMAIL_ALREADY_VERIFIED');
  });
});
