import { Body, Controller, HttpCode, Inject, Param, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { commandContext } from '../../../infrastructure/http/request-context';
import { ReadModels } from '../../../projections/runner/read-models';
import { SignedInGuard, currentUser } from '../../identity/identity.public';
import { CreateInvitationDto } from './create-invitation.dto';
import { CreateInvitationCommand, CreateInvitationResult } from './create-invitation.handler';
import { InvitationCreatedSchema } from '../shared/invitation.schema';

/** Its OpenAPI schema is the type, so the two cannot drift apart. */
export type InvitationCreatedView = InvitationCreatedSchema;

@ApiTags('invitations')
@Controller('tournaments')
export class CreateInvitationController {
  constructor(
    private readonly commands: CommandBus,
    private readonly runner: ReadModels,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * A player of a waiting tournament invites someone by e-mail and/or phone (the message is sent),
   * or with neither: a plain link to share. Answers the link either way.
   */
  @ApiCreatedResponse({ type: InvitationCreatedSchema })
  @Post(':id/invitations')
  @HttpCode(201)
  @UseGuards(SignedInGuard)
  async create(
    @Param('id') tournamentId: string,
    @Body() body: CreateInvitationDto,
    @Req() req: Request,
  ): Promise<InvitationCreatedView> {
    const user = currentUser(req);
    const inviterName = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
    const { invitation, token, position } = await this.commands.execute<
      CreateInvitationCommand,
      CreateInvitationResult
    >(
      new CreateInvitationCommand(
        tournamentId,
        { id: user.id, name: inviterName },
        { email: body.email ?? null, phone: body.phone ?? null, name: body.name ?? null },
        commandContext(req),
      ),
    );
    // The invited player's notification and the outbox row are written by the projections.
    await this.runner.waitFor(position, this.config.projectionWaitTimeoutMs);
    return {
      id: invitation.invitationId,
      token,
      link: `/invite/${token}`,
      url: `${this.config.messaging.publicUrl}/invite/${token}`,
      tournamentId: invitation.tournamentId,
      status: 'pending',
      invitedEmail: invitation.invitedEmail,
      invitedPhone: invitation.invitedPhone,
      invitedName: invitation.invitedName,
      createdAt: invitation.createdAt,
    };
  }
}
