import { Decider, DomainError, assertNever } from '../shared/decider';
import { AccountEvent } from './account.events';

export const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000;
export const VERIFY_LINK_LIFETIME_MS = 48 * 60 * 60 * 1000;
/** At most this many links of one kind per hour: the platform's mail reputation is worth a cap. */
export const MAX_LINKS_PER_HOUR = 5;

export type RequestPasswordReset = {
  type: 'RequestPasswordReset';
  data: { userId: string; tokenHash: string; now: string };
};
export type ResetPassword = {
  type: 'ResetPassword';
  data: { userId: string; tokenHash: string; passwordHash: string; now: string };
};
export type RequestEmailVerification = {
  type: 'RequestEmailVerification';
  data: { userId: string; email: string; tokenHash: string; now: string };
};
/** `currentEmail` is the account's address now: a link sent to an earlier address verifies nothing. */
export type VerifyEmail = {
  type: 'VerifyEmail';
  data: { userId: string; tokenHash: string; currentEmail: string; now: string };
};
/** The caller checked the current password and hashed the new one. */
export type ChangePassword = {
  type: 'ChangePassword';
  data: { userId: string; passwordHash: string; now: string };
};
export type AccountCommand =
  | RequestPasswordReset
  | ResetPassword
  | RequestEmailVerification
  | VerifyEmail
  | ChangePassword;

interface Link {
  expiresAt: string;
  requestedAt: string;
  used: boolean;
  email?: string;
}

export interface AccountState {
  resetLinks: Record<string, Link>;
  verifyLinks: Record<string, Link>;
  verifiedEmails: string[];
}

export const initialAccountState = (): AccountState => ({ resetLinks: {}, verifyLinks: {}, verifiedEmails: [] });

export function evolveAccount(state: AccountState, event: AccountEvent): AccountState {
  switch (event.type) {
    case 'PasswordResetRequested': {
      const { tokenHash, expiresAt, requestedAt } = event.data;
      return { ...state, resetLinks: { ...state.resetLinks, [tokenHash]: { expiresAt, requestedAt, used: false } } };
    }
    case 'PasswordChanged': {
      // A new password voids every reset link still out there, not only the one used.
      const resetLinks = Object.fromEntries(
        Object.entries(state.resetLinks).map(([hash, link]) => [hash, { ...link, used: true }]),
      );
      return { ...state, resetLinks };
    }
    case 'EmailVerificationRequested': {
      const { tokenHash, expiresAt, requestedAt, email } = event.data;
      return {
        ...state,
        verifyLinks: { ...state.verifyLinks, [tokenHash]: { expiresAt, requestedAt, email, used: false } },
      };
    }
    case 'EmailVerified': {
      const link = state.verifyLinks[event.data.tokenHash];
      return {
        ...state,
        verifyLinks: link
          ? { ...state.verifyLinks, [event.data.tokenHash]: { ...link, used: true } }
          : state.verifyLinks,
        verifiedEmails: [...state.verifiedEmails, event.data.email],
      };
    }
    default:
      return state; // the second factor's events: second-factor.decider.ts
  }
}

export function decideAccount(command: AccountCommand, state: AccountState): AccountEvent[] {
  switch (command.type) {
    case 'RequestPasswordReset': {
      const { userId, tokenHash, now } = command.data;
      // Over the cap nothing is sent, silently: the request's answer must not reveal the account.
      if (linksInLastHour(state.resetLinks, now) >= MAX_LINKS_PER_HOUR) return [];
      const expiresAt = new Date(Date.parse(now) + RESET_LINK_LIFETIME_MS).toISOString();
      return [{ type: 'PasswordResetRequested', data: { userId, tokenHash, expiresAt, requestedAt: now } }];
    }
    case 'ResetPassword': {
      const { userId, tokenHash, passwordHash, now } = command.data;
      const link = state.resetLinks[tokenHash];
      if (!link)
        throw new DomainError('ACCOUNT.RESET_LINK_INVALID', 'This reset link is not valid. Please ask for a new one.');
      if (link.used) {
        throw new DomainError(
          'ACCOUNT.RESET_LINK_USED',
          'This reset link has already been used. Please ask for a new one.',
        );
      }
      if (Date.parse(now) >= Date.parse(link.expiresAt)) {
        throw new DomainError('ACCOUNT.RESET_LINK_EXPIRED', 'This reset link has expired. Please ask for a new one.');
      }
      return [{ type: 'PasswordChanged', data: { userId, passwordHash, via: 'reset', tokenHash, changedAt: now } }];
    }
    case 'RequestEmailVerification': {
      const { userId, email, tokenHash, now } = command.data;
      if (state.verifiedEmails.includes(email)) {
        throw new DomainError('ACCOUNT.EMAIL_ALREADY_VERIFIED', 'Your email address is already verified.', 'conflict');
      }
      if (linksInLastHour(state.verifyLinks, now) >= MAX_LINKS_PER_HOUR) {
        throw new DomainError(
          'ACCOUNT.TOO_MANY_LINKS',
          'We have sent several links in the last hour. Please check your inbox and spam folder, or try again later.',
          'conflict',
        );
      }
      const expiresAt = new Date(Date.parse(now) + VERIFY_LINK_LIFETIME_MS).toISOString();
      return [{ type: 'EmailVerificationRequested', data: { userId, email, tokenHash, expiresAt, requestedAt: now } }];
    }
    case 'VerifyEmail': {
      const { userId, tokenHash, currentEmail, now } = command.data;
      const link = state.verifyLinks[tokenHash];
      if (!link) {
        throw new DomainError(
          'ACCOUNT.VERIFY_LINK_INVALID',
          'This verification link is not valid. Please ask for a new one.',
        );
      }
      if (link.email !== currentEmail) {
        throw new DomainError(
          'ACCOUNT.VERIFY_LINK_OUTDATED',
          'This link was sent to an earlier email address. Please ask for a new one.',
        );
      }
      // Opening the link twice is fine: the address is verified, nothing more to record.
      if (state.verifiedEmails.includes(currentEmail)) return [];
      if (Date.parse(now) >= Date.parse(link.expiresAt)) {
        throw new DomainError(
          'ACCOUNT.VERIFY_LINK_EXPIRED',
          'This verification link has expired. Please ask for a new one.',
        );
      }
      return [{ type: 'EmailVerified', data: { userId, email: currentEmail, tokenHash, verifiedAt: now } }];
    }
    case 'ChangePassword': {
      const { userId, passwordHash, now } = command.data;
      return [{ type: 'PasswordChanged', data: { userId, passwordHash, via: 'change', changedAt: now } }];
    }
    default:
      return assertNever(command);
  }
}

function linksInLastHour(links: Record<string, Link>, now: string): number {
  const since = Date.parse(now) - 60 * 60 * 1000;
  return Object.values(links).filter((link) => Date.parse(link.requestedAt) > since).length;
}

export const accountDecider: Decider<AccountCommand, AccountEvent, AccountState> = {
  decide: decideAccount,
  evolve: evolveAccount,
  initialState: initialAccountState,
};
