import { EntityManager } from 'typeorm';
import { InvitationEvent } from '../../domain/invitation/invitation.events';
import { RecordedEvent } from '../../event-store/event-store.port';
import { Projection } from '../runner/projection';
import { TournamentInvitationRow } from './tournament-invitation.entity';

/** `tournament_invitations` from the `invitation-{token}` streams. */
export class InvitationsProjection implements Projection {
  readonly name = 'invitations';
  readonly tables = ['tournament_invitations'] as const;

  async apply(recorded: RecordedEvent, tx: EntityManager): Promise<void> {
    if (!recorded.streamName.startsWith('invitation-')) return;
    const event = { type: recorded.type, data: recorded.data } as InvitationEvent;
    switch (event.type) {
      case 'InvitationCreated': {
        const d = event.data;
        await tx
          .createQueryBuilder()
          .insert()
          .into(TournamentInvitationRow)
          .values({
            id: d.invitationId,
            tournamentId: d.tournamentId,
            inviterId: d.inviterId,
            invitedUserId: d.invitedUserId,
            invitedEmail: d.invitedEmail,
            invitedPhone: d.invitedPhone,
            invitedName: d.invitedName,
            status: 'pending',
            invitationToken: d.token,
            createdAt: new Date(d.createdAt),
          })
          .orIgnore()
          .execute();
        return;
      }
      case 'InvitationAccepted':
        await tx.update(
          TournamentInvitationRow,
          { id: event.data.invitationId },
          { status: 'accepted', invitedUserId: event.data.acceptedBy, respondedAt: new Date(event.data.acceptedAt) },
        );
        return;
      default:
        return;
    }
  }
}
