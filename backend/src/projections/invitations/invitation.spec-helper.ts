import { randomUUID } from 'node:crypto';
import { LegacyInvitationCreated } from './invitation-token';

/**
 * An invitation by e-mail and phone to tournament t1 from Ana Lopez (u1), for specs; override what a
 * spec looks at. Shaped as before issue 22 (the raw token in the event): what the projections must
 * still read, hashing the token.
 */
export function invitationCreated(overrides: Partial<LegacyInvitationCreated['data']> = {}): LegacyInvitationCreated {
  return {
    type: 'InvitationCreated',
    data: {
      invitationId: randomUUID(),
      token: randomUUID().replace(/-/g, '').padEnd(43, 'x'),
      tournamentId: 't1',
      tournamentName: 'Friday',
      inviterId: 'u1',
      inviterName: 'Ana Lopez',
      invitedEmail: 'bo@example.test',
      invitedPhone: '+923001234567',
      invitedName: 'Bo',
      invitedUserId: null,
      createdAt: '2026-11-21T10:00:00.000Z',
      ...overrides,
    },
  };
}
