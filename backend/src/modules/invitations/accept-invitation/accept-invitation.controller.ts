import { Body, Controller, HttpCode, Inject, Param, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { commandContext } from '../../../infrastructure/http/request-context';
import { ReadModels } from '../../../projections/runner/read-models';
import { SignedInGuard, currentUser } from '../../identity/identity.public';
import { AcceptInvitationDto } from './accept-invitation.dto';
import { AcceptInvitationCommand, AcceptInvitationResult } from './accept-invitation.handler';
import { AcceptedInvitationSchema } from '../shared/invitation.schema';

@ApiTags('invitations')
@Controller('invitations')
export class AcceptInvitationController {
  constructor(
    private readonly commands: CommandBus,
    private readonly runner: ReadModels,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Joins the invitation's tournament (paying the fee from the wallet) and marks the invitation accepted. */
  @ApiOkResponse({ type: AcceptedInvitationSchema })
  @Post(':token/accept')
  @HttpCode(200)
  @UseGuards(SignedInGuard)
  async accept(
    @Param('token') token: string,
    @Body() body: AcceptInvitationDto,
    @Req() req: Request,
  ): Promise<{ tournamentId: string }> {
    const { tournamentId, position } = await this.commands.execute<AcceptInvitationCommand, AcceptInvitationResult>(
      new AcceptInvitationCommand(
        token,
        currentUser(req).id,
        { teamNumber: body.teamNumber ?? null, position: body.position ?? null },
        commandContext(req),
      ),
    );
    if (position) await this.runner.waitFor(position, this.config.projectionWaitTimeoutMs);
    return { tournamentId };
  }
}
