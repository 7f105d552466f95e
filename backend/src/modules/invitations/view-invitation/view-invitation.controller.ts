import { Controller, Get, Param } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { formatCents } from '../../../domain/shared/money';
import { invitationErrors } from '../../../domain/invitation/invitation.decider';
import { joinedPlayers } from '../../../domain/tournament/tournament.state';
import { UsersReadRepository } from '../../identity/identity.public';
import { InvitationStreams } from '../shared/invitation-streams';
import { maskEmail, maskPhone } from './mask-contact';
import { InvitationViewSchema } from '../shared/invitation.schema';

/** Its OpenAPI schema is the type, so the two cannot drift apart. */
export type InvitationView = InvitationViewSchema;

@ApiTags('invitations')
@Controller('invitations')
export class ViewInvitationController {
  constructor(
    private readonly streams: InvitationStreams,
    private readonly users: UsersReadRepository,
  ) {}

  /** Public: what the invitation page shows, the invited contact masked. 404 "This invitation link is invalid or has expired." */
  @ApiOkResponse({ type: InvitationViewSchema })
  @Get(':token')
  async view(@Param('token') token: string): Promise<InvitationView> {
    const { state, tournament } = await this.streams.load(token);
    const invitation = state.invitation;
    // An invitation is only created for an existing tournament; a missing one is a 404, never a 500.
    const details = tournament.details;
    if (tournament.status === 'none' || !details) throw invitationErrors.tournamentNotFound();
    const inviter = await this.users.findById(invitation.inviterId);
    const inviterName = inviter ? [inviter.firstName, inviter.lastName].filter(Boolean).join(' ') : '';
    return {
      status: state.status === 'accepted' ? 'accepted' : 'pending',
      tournament: {
        id: details.tournamentId,
        name: details.name,
        status: tournament.status,
        game: details.game,
        entryFee: formatCents(details.entryFeeCents),
        totalFeePerPlayer: formatCents(details.totalFeePerPlayerCents),
        currentPlayers: joinedPlayers(tournament).length,
        maxPlayers: details.maxPlayers,
        location: details.location,
        startTime: details.startTime,
      },
      inviterName: inviterName || invitation.inviterName,
      invitedName: invitation.invitedName,
      invitedEmail: maskEmail(invitation.invitedEmail),
      invitedPhone: maskPhone(invitation.invitedPhone),
    };
  }
}
