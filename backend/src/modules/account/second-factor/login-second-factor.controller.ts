import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { DomainError } from '../../../domain/shared/decider';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { commandContext } from '../../../infrastructure/http/request-context';
import {
  LoginThrottle,
  SessionUser,
  SessionUserSchema,
  UsersReadRepository,
  logIn,
  pendingSignIn,
  toSessionUser,
} from '../../identity/identity.public';
import { SecondFactorCodeDto } from './second-factor.dto';
import { SecondFactors } from './second-factors';

@ApiTags('auth')
@Controller('auth/login')
export class LoginSecondFactorController {
  constructor(
    private readonly factors: SecondFactors,
    private readonly throttle: LoginThrottle,
    private readonly users: UsersReadRepository,
  ) {}

  /**
   * The second step of a sign-in whose password was right (`{ secondFactorRequired: true }`): a TOTP
   * code or a recovery code completes it. Counted by the sign-in throttle like the password.
   */
  @ApiOkResponse({ type: SessionUserSchema })
  @Post('second-factor')
  @HttpCode(200)
  async complete(@Body() body: SecondFactorCodeDto, @Req() req: Request): Promise<SessionUser> {
    const pending = pendingSignIn(req);
    if (!pending) {
      throw new DomainError(
        'AUTH.SECOND_FACTOR_NOT_STARTED',
        'Please sign in with your email and password first (a half-done sign-in lasts five minutes).',
        'unauthorized',
      );
    }
    const address = req.ip ?? 'unknown';
    await this.throttle.reserveOrRefuse(pending.email, address);
    const user = await this.users.findById(pending.userId);
    if (!user) throw new DomainError('AUTH.UNAUTHORIZED', 'Please sign in again.', 'unauthorized');
    await this.factors.verify(user, body.code, { ...commandContext(req), actorUserId: user.id });
    await logIn(req, user); // a new session id, without the half-done state
    await this.throttle.recordSuccess(pending.email, address);
    return toSessionUser(user);
  }
}
