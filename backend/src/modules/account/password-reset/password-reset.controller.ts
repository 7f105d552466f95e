import { Body, Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { SendLimits } from '../../../infrastructure/http/send-limits';
import { noSoonerThan } from '../../identity/identity.public';
import { resetMailLimit } from '../shared/mail-limits';
import { CommandBus } from '@nestjs/cqrs';
import { ApiAcceptedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { commandContext } from '../../../infrastructure/http/request-context';
import { ConfirmPasswordResetCommand } from './confirm-password-reset.handler';
import { ConfirmPasswordResetDto, RequestPasswordResetDto } from './password-reset.dto';
import { RequestPasswordResetCommand } from './request-password-reset.handler';
import { MessageBody } from '../../../infrastructure/http/api-schema';

const SENT =
  'If an account uses this email address, we have sent it a link to choose a new password. It works for one hour.';

@ApiTags('auth')
@Controller('auth/password-reset')
export class PasswordResetController {
  constructor(
    private readonly commands: CommandBus,
    private readonly limits: SendLimits,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Always 202 with the same sentence, no sooner than ACCOUNT_ANSWER_FLOOR_MS: neither the answer
   * nor its time tells whether an account exists. Past 5 requests an hour for one address (known or
   * not), 429 with Retry-After.
   */
  @ApiAcceptedResponse({ type: MessageBody })
  @Post()
  @HttpCode(202)
  async request(@Body() body: RequestPasswordResetDto, @Req() req: Request): Promise<{ message: string }> {
    const startedAt = Date.now();
    await this.limits.take(resetMailLimit(body.email));
    await noSoonerThan(startedAt, this.config.accountAnswerFloorMs, () =>
      this.commands.execute(new RequestPasswordResetCommand(body.email, commandContext(req))),
    );
    return { message: SENT };
  }

  /** Sets the new password (a PasswordChanged event) and signs the account out everywhere else. */
  @ApiOkResponse({ type: MessageBody })
  @Post('confirm')
  @HttpCode(200)
  async confirm(@Body() body: ConfirmPasswordResetDto, @Req() req: Request): Promise<{ message: string }> {
    await this.commands.execute(new ConfirmPasswordResetCommand(body, commandContext(req), req.sessionID ?? null));
    return { message: 'Your password has been changed. Please sign in with your new password.' };
  }
}
