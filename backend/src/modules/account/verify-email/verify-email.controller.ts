import { Body, Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiAcceptedResponse, ApiOkResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import type { Request } from 'express';
import { commandContext } from '../../../infrastructure/http/request-context';
import { currentUser, SignedInGuard } from '../../identity/identity.public';
import { SendEmailVerificationCommand } from './send-email-verification.handler';
import { VerifyEmailCommand } from './verify-email.handler';
import { MessageBody } from '../../../infrastructure/http/api-schema';
import { SendLimits } from '../../../infrastructure/http/send-limits';
import { verificationMailLimit } from '../shared/mail-limits';

export class VerifyEmailDto {
  @ApiProperty()
  @IsString({ message: 'This verification link is not valid. Please ask for a new one.' })
  @MaxLength(200, { message: 'This verification link is not valid. Please ask for a new one.' })
  token: string;
}

@ApiTags('auth')
@Controller('auth/verify-email')
export class VerifyEmailController {
  constructor(
    private readonly commands: CommandBus,
    private readonly limits: SendLimits,
  ) {}

  @ApiOkResponse({
    schema: {
      type: 'object',
      required: ['message', 'emailVerified'],
      properties: { message: { type: 'string' }, emailVerified: { type: 'boolean', enum: [true] } },
    },
  })
  @Post()
  @HttpCode(200)
  async verify(@Body() body: VerifyEmailDto, @Req() req: Request): Promise<{ message: string; emailVerified: true }> {
    await this.commands.execute(new VerifyEmailCommand(body.token, commandContext(req)));
    return { message: 'Thank you: your email address is verified.', emailVerified: true };
  }

  /** A new link to the signed-in player's current address. */
  @ApiAcceptedResponse({ type: MessageBody })
  @Post('resend')
  @HttpCode(202)
  @UseGuards(SignedInGuard)
  async resend(@Req() req: Request): Promise<{ message: string }> {
    const user = currentUser(req);
    await this.limits.take(verificationMailLimit(user.email));
    await this.commands.execute(new SendEmailVerificationCommand(user.id, commandContext(req)));
    return { message: `We sent a new link to ${user.email}. It works for 48 hours.` };
  }
}
