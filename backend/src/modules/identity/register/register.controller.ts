import { Body, Controller, HttpCode, Inject, Logger, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiAcceptedResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ReadModels } from '../../../projections/runner/read-models';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { DomainError } from '../../../domain/shared/decider';
import { WrongExpectedRevisionError } from '../../../event-store/event-store.port';
import { MessageBody } from '../../../infrastructure/http/api-schema';
import { commandContext } from '../../../infrastructure/http/request-context';
import { SendLimits } from '../../../infrastructure/http/send-limits';
import { passwordProblem } from '../password/password-policy';
import { PasswordHasher } from '../shared/password-hasher';
import { noSoonerThan } from '../shared/even-timing';
import { RegisterDto } from './register.dto';
import { RegisterUserCommand, RegisterUserResult } from './register-user.handler';
import {
  SendEmailVerificationCommand,
  SendSignUpNoticeCommand,
  verificationMailLimit,
} from '../../account/account.public';

export const CHECK_YOUR_EMAIL =
  'Check your email: we sent a message to this address. A new account can sign in with its password right away.';

@ApiTags('auth')
@Controller('auth')
export class RegisterController {
  private readonly logger = new Logger('Register');

  constructor(
    private readonly commands: CommandBus,
    private readonly hasher: PasswordHasher,
    private readonly runner: ReadModels,
    private readonly limits: SendLimits,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Creates the account and opens its wallet at 0.00, or, when the address already has an account,
   * mails its owner that someone tried. Either way the same 202 at the same time (no enumeration);
   * the client then signs in with the password it chose, which works only for a new account.
   */
  @ApiAcceptedResponse({ type: MessageBody })
  @Post('register')
  @HttpCode(202)
  async register(@Body() body: RegisterDto, @Req() req: Request): Promise<MessageBody> {
    const startedAt = Date.now();
    const problem = passwordProblem(body.password, body);
    if (problem) throw new DomainError('USER.WEAK_PASSWORD', problem, 'invalid');
    await this.limits.take(verificationMailLimit(body.email));
    const context = commandContext(req);
    await noSoonerThan(startedAt, this.config.accountAnswerFloorMs, async () => {
      const passwordHash = await this.hasher.hash(body.password);
      let result: RegisterUserResult | null = null;
      try {
        result = await this.commands.execute<RegisterUserCommand, RegisterUserResult>(
          new RegisterUserCommand(
            {
              email: body.email,
              firstName: body.firstName,
              lastName: body.lastName,
              passwordHash,
              eligibility: { dateOfBirth: body.dateOfBirth, country: body.country, region: body.region },
            },
            context,
          ),
        );
      } catch (error) {
        if (!isTaken(error)) throw error;
      }
      if (!result) {
        await this.commands.execute(new SendSignUpNoticeCommand(body.email)).catch(this.mailNotQueued);
        return;
      }
      // The client signs in next: the account must be in the read model by then.
      await this.runner.waitFor(result.position, this.config.projectionWaitTimeoutMs);
      // The account exists whatever happens to its welcome mail; the banner offers a resend.
      await this.commands.execute(new SendEmailVerificationCommand(result.userId, context)).catch(this.mailNotQueued);
    });
    return { message: CHECK_YOUR_EMAIL };
  }

  private readonly mailNotQueued = (error: Error): void =>
    this.logger.warn(`sign-up mail not queued: ${error.message}`);
}

/** The address has an account (or a racing sign-up of it won). */
function isTaken(error: unknown): boolean {
  return (
    (error instanceof DomainError && error.code === 'USER.EMAIL_TAKEN') || error instanceof WrongExpectedRevisionError
  );
}
