import { spec } from '../shared/given-when-then.spec-helper';
import { EmailChangeRequested, UserRegistered } from './user.events';
import { userDecider } from './user.decider';

const t0 = '2026-11-21T10:00:00.000Z';
const at = (hours: number) => new Date(Date.parse(t0) + hours * 3_600_000).toISOString();
const registered: UserRegistered = {
  type: 'UserRegistered',
  data: {
    userId: 'u1',
    email: 'ana@old.test',
    firstName: 'Ana',
    lastName: 'Lopez',
    passwordHash: 'h',
    registeredAt: t0,
  },
};
const requested = (n: number, toEmail = 'ana@new.test', requestedAt = t0): EmailChangeRequested => ({
  type: 'EmailChangeRequested',
  data: {
    userId: 'u1',
    fromEmail: 'ana@old.test',
    toEmail,
    confirmTokenHash: `confirm${n}`,
    confirmExpiresAt: new Date(Date.parse(requestedAt) + 48 * 3_600_000).toISOString(),
    cancelTokenHash: `cancel${n}`,
    cancelExpiresAt: new Date(Date.parse(requestedAt) + 7 * 24 * 3_600_000).toISOString(),
    requestedAt,
  },
});
const changed = {
  type: 'EmailChanged' as const,
  data: {
    userId: 'u1',
    fromEmail: 'ana@old.test',
    toEmail: 'ana@new.test',
    confirmTokenHash: 'confirm1',
    changedAt: at(1),
  },
};
const profile = { firstName: 'Ana', lastName: 'Lopez', phone: null, city: null, bio: null };

describe('user decider: changing the e-mail address', () => {
  it('records a request with a 48-hour confirm link and a 7-day cancel link', () => {
    spec(userDecider)
      .given([registered])
      .when({
        type: 'RequestEmailChange',
        data: {
          userId: 'u1',
          toEmail: 'ana@new.test',
          confirmTokenHash: 'confirm1',
          cancelTokenHash: 'cancel1',
          now: t0,
        },
      })
      .then([requested(1)]);
  });

  it('refuses the address the account already has', () => {
    spec(userDecider)
      .given([registered])
      .when({
        type: 'RequestEmailChange',
        data: { userId: 'u1', toEmail: 'ana@old.test', confirmTokenHash: 'c', cancelTokenHash: 'x', now: t0 },
      })
      .thenThrows('USER.EMAIL_UNCHANGED');
  });

  it('changes the address when the new address opens its link, once', () => {
    spec(userDecider)
      .given([registered, requested(1)])
      .when({ type: 'ConfirmEmailChange', data: { userId: 'u1', confirmTokenHash: 'confirm1', now: at(1) } })
      .then([changed]);
    spec(userDecider)
      .given([registered, requested(1), changed])
      .when({ type: 'ConfirmEmailChange', data: { userId: 'u1', confirmTokenHash: 'confirm1', now: at(2) } })
      .then([]);
  });

  it.each([
    ['an unknown link', [requested(1)], 'nope', 1, 'USER.EMAIL_CHANGE_LINK_INVALID'],
    ['an expired link', [requested(1)], 'confirm1', 48, 'USER.EMAIL_CHANGE_LINK_EXPIRED'],
    [
      'a link of an older request',
      [requested(1), requested(2, 'ana@other.test')],
      'confirm1',
      1,
      'USER.EMAIL_CHANGE_LINK_OUTDATED',
    ],
  ])('refuses to confirm %s', (_, events, confirmTokenHash, hours, code) => {
    spec(userDecider)
      .given([registered, ...events])
      .when({ type: 'ConfirmEmailChange', data: { userId: 'u1', confirmTokenHash, now: at(hours) } })
      .thenThrows(code);
  });

  it('cancels a waiting change: its link then changes nothing', () => {
    const cancelled = {
      type: 'EmailChangeCancelled' as const,
      data: { userId: 'u1', cancelTokenHash: 'cancel1', restoredEmail: null, cancelledAt: at(1) },
    };
    spec(userDecider)
      .given([registered, requested(1)])
      .when({ type: 'CancelEmailChange', data: { userId: 'u1', cancelTokenHash: 'cancel1', now: at(1) } })
      .then([cancelled]);
    spec(userDecider)
      .given([registered, requested(1), requested(2, 'ana@other.test'), cancelled])
      .when({ type: 'ConfirmEmailChange', data: { userId: 'u1', confirmTokenHash: 'confirm2', now: at(2) } })
      .thenThrows('USER.EMAIL_CHANGE_CANCELLED');
  });

  it('undoes a change already made, for 7 days, and a repeat does nothing', () => {
    const undone = {
      type: 'EmailChangeCancelled' as const,
      data: { userId: 'u1', cancelTokenHash: 'cancel1', restoredEmail: 'ana@old.test', cancelledAt: at(100) },
    };
    spec(userDecider)
      .given([registered, requested(1), changed])
      .when({ type: 'CancelEmailChange', data: { userId: 'u1', cancelTokenHash: 'cancel1', now: at(100) } })
      .then([undone]);
    spec(userDecider)
      .given([registered, requested(1), changed, undone])
      .when({ type: 'CancelEmailChange', data: { userId: 'u1', cancelTokenHash: 'cancel1', now: at(101) } })
      .then([]);
    spec(userDecider)
      .given([registered, requested(1), changed])
      .when({ type: 'CancelEmailChange', data: { userId: 'u1', cancelTokenHash: 'cancel1', now: at(7 * 24) } })
      .thenThrows('USER.EMAIL_CHANGE_LINK_EXPIRED');
  });

  it('keeps the profile form from changing the address', () => {
    spec(userDecider)
      .given([registered])
      .when({ type: 'UpdateProfile', data: { userId: 'u1', ...profile, email: 'ana@new.test', now: t0 } })
      .thenThrows('USER.EMAIL_CHANGE_NEEDS_CONFIRMATION');
    spec(userDecider)
      .given([registered, requested(1), changed])
      .when({ type: 'UpdateProfile', data: { userId: 'u1', ...profile, bio: 'Lobs', email: 'ana@new.test', now: t0 } })
      .then([
        {
          type: 'ProfileUpdated',
          data: { userId: 'u1', ...profile, bio: 'Lobs', email: 'ana@new.test', updatedAt: t0 },
        },
      ]);
  });
});
