import { Module } from '@nestjs/common';
import { SendLimits } from '../../infrastructure/http/send-limits';
import { IdentityModule } from '../identity/identity.module';
import { AcceptInvitationController } from './accept-invitation/accept-invitation.controller';
import { AcceptInvitationHandler } from './accept-invitation/accept-invitation.handler';
import { CreateInvitationController } from './create-invitation/create-invitation.controller';
import { CreateInvitationHandler } from './create-invitation/create-invitation.handler';
import { InvitationStreams } from './shared/invitation-streams';
import { ViewInvitationController } from './view-invitation/view-invitation.controller';

/**
 * Invitation links (`invitation-{token}` streams). Accepting joins through the tournaments core's
 * JoinTournamentCommand on the global CommandBus. See docs/decisions/invitations-notifications.md.
 */
@Module({
  imports: [IdentityModule],
  controllers: [CreateInvitationController, ViewInvitationController, AcceptInvitationController],
  providers: [SendLimits, InvitationStreams, CreateInvitationHandler, AcceptInvitationHandler],
})
export class InvitationsModule {}
