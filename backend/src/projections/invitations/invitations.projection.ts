import { RecordedEvent } from '../../event-store/event-store.port';
import { RowProjection } from '../runner/projection';
import { ProjectionRows } from '../runner/projection-rows';
import { eventTypes } from '../runner/event-types';
import { InvitationEvent } from '../../domain/invitation/invitation.events';
import { upcastInvitationEvent } from './invitation-token';

/** `tournament_invitations` from the `invitation-*` streams; the token column holds its hash, old events' raw tokens hashed here. */
export class InvitationsProjection extends RowProjection {
  readonly name = 'invitations';
  readonly tables = ['tournament_invitations'] as const;
  readonly schema = { tournament_invitations: { key: ['id'] } };
  readonly eventTypes = new Set<string>(
    eventTypes<InvitationEvent['type']>({ InvitationCreated: true, InvitationAccepted: true }),
  );

  async applyTo(recorded: RecordedEvent, rows: ProjectionRows): Promise<void> {
    if (!recorded.streamName.startsWith('invitation-')) return;
    const invitations = rows.table('tournament_invitations');
    const event = upcastInvitationEvent({ type: recorded.type, data: recorded.data });
    switch (event.type) {
      case 'InvitationCreated': {
        const d = event.data;
        await invitations.insertIgnore({
          id: d.invitationId,
          tournament_id: d.tournamentId,
          inviter_id: d.inviterId,
          invited_user_id: d.invitedUserId,
          invited_email: d.invitedEmail,
          invited_phone: d.invitedPhone,
          invited_name: d.invitedName,
          status: 'pending',
          invitation_token: d.tokenHash,
          created_at: d.createdAt,
        });
        return;
      }
      case 'InvitationAccepted':
        await invitations.update(event.data.invitationId, {
          status: 'accepted',
          invited_user_id: event.data.acceptedBy,
          responded_at: event.data.acceptedAt,
        });
        return;
      default:
        return;
    }
  }
}
