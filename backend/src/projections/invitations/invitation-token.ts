import { createHash } from 'node:crypto';
import { InvitationCreated, InvitationEvent } from '../../domain/invitation/invitation.events';

/**
 * Only this is stored (events, stream names, read tables): sha256 of the link's token, hex. The raw
 * token travels only in the link (the create answer, the e-mail and the text), so a leaked database
 * hands out no invitation (docs/decisions/invitations-notifications.md).
 */
export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** InvitationCreated as written before issue 22: the raw token, no hash. */
export type LegacyInvitationCreated = {
  type: 'InvitationCreated';
  data: Omit<InvitationCreated['data'], 'tokenHash'> & { token: string };
};

/** Events written before issue 22 carry the raw `token`; events are immutable, so readers hash it. */
export function legacyInvitationToken(data: unknown): string | null {
  const token = (data as { token?: unknown; tokenHash?: unknown }).token;
  return typeof token === 'string' && (data as { tokenHash?: unknown }).tokenHash === undefined ? token : null;
}

/** An invitation event as stored, old or new, in today's shape (`tokenHash`, never `token`). */
export function upcastInvitationEvent(event: { type: string; data: unknown }): InvitationEvent {
  const token = legacyInvitationToken(event.data);
  if (token === null) return event as InvitationEvent;
  const { token: _raw, ...rest } = event.data as { token: string };
  return { type: event.type, data: { ...rest, tokenHash: hashInvitationToken(token) } } as InvitationEvent;
}
