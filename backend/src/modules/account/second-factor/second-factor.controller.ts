import { Body, Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { DomainError } from '../../../domain/shared/decider';
import type { Request } from 'express';
import { MessageBody } from '../../../infrastructure/http/api-schema';
import { commandContext } from '../../../infrastructure/http/request-context';
import {
  CurrentPassword,
  SignedInGuard,
  clearPendingSetup,
  currentUser,
  pendingSetup,
  startPendingSetup,
} from '../../identity/identity.public';
import { CurrentPasswordDto, RecoveryCodesSchema, SecondFactorCodeDto, TotpSetupSchema } from './second-factor.dto';
import { SecondFactors } from './second-factors';

/**
 * Setting up and turning off the second factor. Signed in is enough (SignedInGuard, not AdminGuard):
 * an admin without a second factor can do this and nothing else.
 */
@ApiTags('auth')
@Controller('auth/second-factor')
@UseGuards(SignedInGuard)
export class SecondFactorController {
  constructor(
    private readonly factors: SecondFactors,
    private readonly password: CurrentPassword,
  ) {}

  /** Step 1 (current password): a new secret for the authenticator app. Nothing is on until `enable`. */
  @ApiOkResponse({ type: TotpSetupSchema })
  @Post('totp/setup')
  @HttpCode(200)
  async setup(@Body() body: CurrentPasswordDto, @Req() req: Request): Promise<TotpSetupSchema> {
    const user = currentUser(req);
    await this.password.check(user, body.password, req.ip ?? 'unknown');
    if (user.secondFactorEnabled) {
      throw new DomainError(
        'AUTH.SECOND_FACTOR_ALREADY_ENABLED',
        'Your account already has a second factor. Turn it off first to set up a new one.',
        'conflict',
      );
    }
    const { secret, otpauthUrl, sealed } = this.factors.start(user);
    startPendingSetup(req, { userId: user.id, secretCiphertext: sealed });
    return { secret, otpauthUrl };
  }

  /** Step 2: the app's first code turns the factor on; the answer holds the recovery codes (shown once). */
  @ApiOkResponse({ type: RecoveryCodesSchema })
  @Post('totp/enable')
  @HttpCode(200)
  async enable(@Body() body: SecondFactorCodeDto, @Req() req: Request): Promise<RecoveryCodesSchema> {
    const user = currentUser(req);
    const pending = pendingSetup(req, user.id);
    if (!pending) {
      throw new DomainError(
        'AUTH.SECOND_FACTOR_SETUP_MISSING',
        'Start the setup again: enter your password to get a new key for your authenticator app.',
      );
    }
    const recoveryCodes = await this.factors.enable(
      user,
      pending.secretCiphertext,
      body.code,
      commandContext(req),
      req.sessionID ?? null,
    );
    clearPendingSetup(req);
    return { recoveryCodes };
  }

  /** Players may turn it off (current password); administrators must keep theirs (403). */
  @ApiOkResponse({ type: MessageBody })
  @Post('disable')
  @HttpCode(200)
  async disable(@Body() body: CurrentPasswordDto, @Req() req: Request): Promise<MessageBody> {
    const user = currentUser(req);
    await this.password.check(user, body.password, req.ip ?? 'unknown');
    const changed = await this.factors.disable(user, commandContext(req));
    return {
      message: changed
        ? 'Your second factor is off. Signing in needs only your password now.'
        : 'Your account has no second factor to turn off.',
    };
  }
}
