import { Body, Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { MessageBody } from '../../../infrastructure/http/api-schema';
import { commandContext } from '../../../infrastructure/http/request-context';
import { SendLimits } from '../../../infrastructure/http/send-limits';
import { CurrentPassword, SignedInGuard, currentUser, normalizeEmail } from '../../identity/identity.public';
import { verificationMailLimit } from '../shared/mail-limits';
import { EmailChangeLinkDto, RequestEmailChangeDto } from './email-change.dto';
import { EmailChanges } from './email-changes';

@ApiTags('user')
@Controller('user/email')
export class EmailChangeController {
  constructor(
    private readonly changes: EmailChanges,
    private readonly password: CurrentPassword,
    private readonly limits: SendLimits,
  ) {}

  /**
   * Current password, then a link to the new address (nothing changes until it is opened) and a
   * notice to the current one. The new address counts against its hourly e-mail limit (429).
   */
  @ApiAcceptedResponse({ type: MessageBody })
  @Post()
  @HttpCode(202)
  @UseGuards(SignedInGuard)
  async request(@Body() body: RequestEmailChangeDto, @Req() req: Request): Promise<MessageBody> {
    const user = currentUser(req);
    await this.password.check(user, body.password, req.ip ?? 'unknown');
    const email = normalizeEmail(body.email);
    await this.limits.take(verificationMailLimit(email));
    await this.changes.request(user, email, commandContext(req));
    return {
      message: `We sent a link to ${email}. Open it within 48 hours to confirm the change; until then, sign in with ${user.email}.`,
    };
  }

  /** The link mailed to the new address (works signed out, in any browser). */
  @ApiOkResponse({ type: MessageBody })
  @Post('confirm')
  @HttpCode(200)
  async confirm(@Body() body: EmailChangeLinkDto, @Req() req: Request): Promise<MessageBody> {
    await this.changes.confirm(body.token, commandContext(req));
    return { message: 'Your email address has been changed. Sign in with the new address from now on.' };
  }

  /** The "this was not me" link mailed to the old address: cancels or undoes, and signs out every session. */
  @ApiOkResponse({ type: MessageBody })
  @Post('cancel')
  @HttpCode(200)
  async cancel(@Body() body: EmailChangeLinkDto, @Req() req: Request): Promise<MessageBody> {
    await this.changes.cancel(body.token, commandContext(req));
    return {
      message:
        'The email change is cancelled and your account is signed out everywhere. Now choose a new password with "Forgot password", using this address.',
    };
  }
}
