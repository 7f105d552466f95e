import { Controller, Get, Param } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { formatCents } from '../../../domain/shared/money';
import { joinedPlayers } from '../../../domain/tournament/tournament.state';
import { UsersReadRepository } from '../../identity/identity.public';
import { InvitationStreams } from '../shared/invitation-streams';
import { maskEmail, maskPhone } from './mask-contact';
import { InvitationViewSchema } from '../shared/invitation.schema';

export interface InvitationView {
  status: 'pending' | 'accepted';
  tournament: {
    id: string;
    name: string;
    status: string;
    game: string;
    entryFee: string;
    totalFeePerPlayer: string;
    currentPlayers: number;
    maxPlayers: number;
    location: string | null;
  };
  inviterName: string;
  invitedName: string | null;
  invitedEmail: string | null;
  invitedPhone: string | null;
}

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
    const details = tournament.details!;
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
      },
      inviterName: inviterName || invitation.inviterName,
      invitedName: invitation.invitedName,
      invitedEmail: maskEmail(invitation.invitedEmail),
      invitedPhone: maskPhone(invitation.invitedPhone),
    };
  }
}
