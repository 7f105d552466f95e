import { randomUUID } from 'node:crypto';
import { Body, Controller, HttpCode, Inject, Put, Req, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import { DomainError } from '../../../domain/shared/decider';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { accountDecider } from '../../../domain/account/account.decider';
import { accountStreamName } from '../../../domain/account/account.events';
import { CommandExecutor } from '../../../infrastructure/event-sourcing/command-executor';
import { MessageBody } from '../../../infrastructure/http/api-schema';
import { commandContext } from '../../../infrastructure/http/request-context';
import { ReadModels } from '../../../projections/runner/read-models';
import {
  CurrentPassword,
  PasswordHasher,
  SignedInGuard,
  currentUser,
  passwordProblem,
} from '../../identity/identity.public';
import { AccountClock } from '../shared/account-clock';
import { plainName, queueAccountMail } from '../shared/account-mail';
import { SignOutEverywhere } from '../shared/sign-out-everywhere';

export class ChangePasswordDto {
  @ApiProperty({ description: 'The account’s current password.' })
  @IsString({ message: 'Please enter your current password.' })
  @MaxLength(200, { message: 'Password must be at most 200 characters.' })
  currentPassword: string;

  @ApiProperty({ minLength: 8, description: 'The same rule as at sign-up (POST /api/auth/password-check).' })
  @IsString({ message: 'Password is required.' })
  @MaxLength(1000, { message: 'Password must be at most 200 characters.' })
  newPassword: string;
}

@ApiTags('user')
@Controller('user/password')
export class ChangePasswordController {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly password: CurrentPassword,
    private readonly hasher: PasswordHasher,
    private readonly dataSource: DataSource,
    private readonly runner: ReadModels,
    private readonly clock: AccountClock,
    private readonly signOut: SignOutEverywhere,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Current password, then the sign-up rule for the new one; PasswordChanged (via 'change') on
   * `account-{id}`, every other session of the account ends, and the account's address is told.
   */
  @ApiOkResponse({ type: MessageBody })
  @Put()
  @HttpCode(200)
  @UseGuards(SignedInGuard)
  async change(@Body() body: ChangePasswordDto, @Req() req: Request): Promise<MessageBody> {
    const user = currentUser(req);
    await this.password.check(user, body.currentPassword, req.ip ?? 'unknown');
    const problem = passwordProblem(body.newPassword, {
      email: user.email,
      firstName: user.firstName ?? undefined,
      lastName: user.lastName ?? undefined,
    });
    if (problem) throw new DomainError('USER.WEAK_PASSWORD', problem, 'invalid');
    const passwordHash = await this.hasher.hash(body.newPassword);
    const eventId = randomUUID();
    const result = await this.executor.handle(
      accountStreamName(user.id),
      accountDecider,
      { type: 'ChangePassword', data: { userId: user.id, passwordHash, now: this.clock.now().toISOString() } },
      commandContext(req),
      { eventId: () => eventId },
    );
    await this.signOut.allSessionsBut(user.id, req.sessionID ?? null);
    const name = plainName(user.firstName);
    await queueAccountMail(this.dataSource, {
      sourceEventId: eventId,
      recipient: user.email,
      subject: 'Your CourtCash password was changed',
      body: [
        name ? `Hi ${name},` : 'Hi,',
        '',
        'The password of your CourtCash account was just changed, and every other device was signed out.',
        'If this was not you, choose a new password at once with the link below and write to our support.',
      ].join('\n'),
      link: '/forgot-password',
    });
    if (result.position) await this.runner.waitFor(result.position, this.config.projectionWaitTimeoutMs);
    return { message: 'Your password has been changed. Other devices were signed out.' };
  }
}
