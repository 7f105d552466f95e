import { BadRequestException, Body, Controller, HttpCode, Inject, Logger, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ReadModels } from '../../../projections/runner/read-models';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { commandContext } from '../../../infrastructure/http/request-context';
import { passwordProblem } from '../password/password-policy';
import { PasswordHasher } from '../shared/password-hasher';
import { SessionUser, toSessionUser } from '../shared/session-user';
import { UsersReadRepository } from '../shared/users.read-repository';
import { logIn } from '../login/log-in';
import { RegisterDto } from './register.dto';
import { RegisterUserCommand, RegisterUserResult } from './register-user.handler';
import { SendEmailVerificationCommand } from '../../account/account.public';
import { SessionUserSchema } from '../shared/session-user.schema';

@ApiTags('auth')
@Controller('auth')
export class RegisterController {
  constructor(
    private readonly commands: CommandBus,
    private readonly hasher: PasswordHasher,
    private readonly users: UsersReadRepository,
    private readonly runner: ReadModels,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Creates the account, opens its wallet at 0.00 and signs the new user in. */
  @ApiCreatedResponse({ type: SessionUserSchema })
  @Post('register')
  @HttpCode(201)
  async register(@Body() body: RegisterDto, @Req() req: Request): Promise<SessionUser> {
    const problem = passwordProblem(body.password, body);
    if (problem) throw new BadRequestException({ message: problem, code: 'USER.WEAK_PASSWORD' });
    const passwordHash = await this.hasher.hash(body.password);
    const result = await this.commands.execute<RegisterUserCommand, RegisterUserResult>(
      new RegisterUserCommand(
        {
          email: body.email,
          firstName: body.firstName,
          lastName: body.lastName,
          passwordHash,
          eligibility: { dateOfBirth: body.dateOfBirth, country: body.country, region: body.region },
        },
        commandContext(req),
      ),
    );
    await this.runner.waitFor(result.position, this.config.projectionWaitTimeoutMs);
    const user = await this.users.findById(result.userId);
    if (!user) throw new Error(`registered user ${result.userId} is missing from the read model`);
    // The account exists whatever happens to its welcome mail; the banner offers a resend.
    await this.commands
      .execute(new SendEmailVerificationCommand(user.id, commandContext(req)))
      .catch((error: Error) => new Logger('Register').warn(`verification email not queued: ${error.message}`));
    await logIn(req, user);
    return toSessionUser(user);
  }
}
