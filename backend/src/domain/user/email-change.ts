import { DomainError } from '../shared/decider';
import { EmailChangeEvent } from './user.events';

/** The link to the new address works this long (as the sign-up verification link). */
export const EMAIL_CHANGE_CONFIRM_LIFETIME_MS = 48 * 60 * 60 * 1000;
/** The old address's "this was not me" link works this long, even after the change was made. */
export const EMAIL_CHANGE_CANCEL_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** The caller checked the current password and made both tokens; only their hashes come here. */
export type RequestEmailChange = {
  type: 'RequestEmailChange';
  data: { userId: string; toEmail: string; confirmTokenHash: string; cancelTokenHash: string; now: string };
};
/** `toEmail` must already be reserved for this user (the handler does that on the e-mail's stream). */
export type ConfirmEmailChange = {
  type: 'ConfirmEmailChange';
  data: { userId: string; confirmTokenHash: string; now: string };
};
export type CancelEmailChange = {
  type: 'CancelEmailChange';
  data: { userId: string; cancelTokenHash: string; now: string };
};
export type EmailChangeCommand = RequestEmailChange | ConfirmEmailChange | CancelEmailChange;

export interface EmailChange {
  fromEmail: string;
  toEmail: string;
  confirmTokenHash: string;
  confirmExpiresAt: string;
  cancelTokenHash: string;
  cancelExpiresAt: string;
  /** `superseded`: a newer request was made before this one's link was opened. */
  status: 'pending' | 'confirmed' | 'cancelled' | 'superseded';
}

const linkInvalid = () =>
  new DomainError(
    'USER.EMAIL_CHANGE_LINK_INVALID',
    'This link is not valid. To change your email address, start again from your profile.',
  );

/** The changes after `event`; `email` is the account's address after it (null: unchanged). */
export function evolveEmailChanges(
  changes: EmailChange[],
  event: EmailChangeEvent,
): { changes: EmailChange[]; email: string | null } {
  switch (event.type) {
    case 'EmailChangeRequested': {
      const { fromEmail, toEmail, confirmTokenHash, confirmExpiresAt, cancelTokenHash, cancelExpiresAt } = event.data;
      const older = changes.map((c) => (c.status === 'pending' ? { ...c, status: 'superseded' as const } : c));
      const change: EmailChange = {
        fromEmail,
        toEmail,
        confirmTokenHash,
        confirmExpiresAt,
        cancelTokenHash,
        cancelExpiresAt,
        status: 'pending',
      };
      return { changes: [...older, change], email: null };
    }
    case 'EmailChanged':
      return {
        changes: changes.map((c) =>
          c.confirmTokenHash === event.data.confirmTokenHash ? { ...c, status: 'confirmed' as const } : c,
        ),
        email: event.data.toEmail,
      };
    case 'EmailChangeCancelled':
      // The cancelled change, and every change still waiting for its link: none of them may happen now.
      return {
        changes: changes.map((c) =>
          c.cancelTokenHash === event.data.cancelTokenHash || c.status === 'pending' || c.status === 'superseded'
            ? { ...c, status: 'cancelled' as const }
            : c,
        ),
        email: event.data.restoredEmail,
      };
  }
}

export function decideEmailChange(
  command: EmailChangeCommand,
  changes: EmailChange[],
  currentEmail: string,
): EmailChangeEvent[] {
  switch (command.type) {
    case 'RequestEmailChange': {
      const { userId, toEmail, confirmTokenHash, cancelTokenHash, now } = command.data;
      if (toEmail === currentEmail) {
        throw new DomainError('USER.EMAIL_UNCHANGED', 'This is already your email address.');
      }
      return [
        {
          type: 'EmailChangeRequested',
          data: {
            userId,
            fromEmail: currentEmail,
            toEmail,
            confirmTokenHash,
            confirmExpiresAt: later(now, EMAIL_CHANGE_CONFIRM_LIFETIME_MS),
            cancelTokenHash,
            cancelExpiresAt: later(now, EMAIL_CHANGE_CANCEL_LIFETIME_MS),
            requestedAt: now,
          },
        },
      ];
    }
    case 'ConfirmEmailChange': {
      const { userId, confirmTokenHash, now } = command.data;
      const change = changes.find((c) => c.confirmTokenHash === confirmTokenHash);
      if (!change) throw linkInvalid();
      switch (change.status) {
        case 'confirmed':
          return []; // opened twice: already done
        case 'cancelled':
          throw new DomainError(
            'USER.EMAIL_CHANGE_CANCELLED',
            'This change was cancelled from the previous email address. Your address stays as it was.',
            'conflict',
          );
        case 'superseded':
          throw new DomainError(
            'USER.EMAIL_CHANGE_LINK_OUTDATED',
            'A newer email change was asked for since. Please open the link in the newest email.',
          );
        case 'pending':
          break;
      }
      if (Date.parse(now) >= Date.parse(change.confirmExpiresAt)) {
        throw new DomainError(
          'USER.EMAIL_CHANGE_LINK_EXPIRED',
          'This link has expired. To change your email address, start again from your profile.',
        );
      }
      return [
        {
          type: 'EmailChanged',
          data: { userId, fromEmail: currentEmail, toEmail: change.toEmail, confirmTokenHash, changedAt: now },
        },
      ];
    }
    case 'CancelEmailChange': {
      const { userId, cancelTokenHash, now } = command.data;
      const change = changes.find((c) => c.cancelTokenHash === cancelTokenHash);
      if (!change) throw linkInvalid();
      if (change.status === 'cancelled') return [];
      if (Date.parse(now) >= Date.parse(change.cancelExpiresAt)) {
        throw new DomainError(
          'USER.EMAIL_CHANGE_LINK_EXPIRED',
          'This link has expired (it worked for 7 days). If someone else changed your address, write to our support.',
        );
      }
      const undo = change.status === 'confirmed' && currentEmail !== change.fromEmail;
      return [
        {
          type: 'EmailChangeCancelled',
          data: { userId, cancelTokenHash, restoredEmail: undo ? change.fromEmail : null, cancelledAt: now },
        },
      ];
    }
  }
}

function later(now: string, ms: number): string {
  return new Date(Date.parse(now) + ms).toISOString();
}
