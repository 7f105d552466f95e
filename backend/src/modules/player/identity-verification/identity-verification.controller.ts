import { randomUUID } from 'node:crypto';
import { Body, Controller, HttpCode, Inject, Param, ParseUUIDPipe, Post, Req, UseGuards } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { DomainError } from '../../../domain/shared/decider';
import { commandContext } from '../../../infrastructure/http/request-context';
import { SignedInGuard, currentUser } from '../../identity/identity.public';
import { PlayerStreams } from '../shared/player-streams';
import { IDENTITY_PROVIDER, IdentityProvider } from './identity-provider.port';
import {
  CompleteTestVerificationDto,
  StartVerificationDto,
  VerificationAnswerSchema,
} from './identity-verification.dto';

@ApiTags('user')
@Controller()
@UseGuards(SignedInGuard)
export class IdentityVerificationController {
  constructor(
    private readonly streams: PlayerStreams,
    @Inject(IDENTITY_PROVIDER) private readonly provider: IdentityProvider | null,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Starts an identity check with the configured provider; the outcome arrives later. */
  @ApiCreatedResponse({ type: VerificationAnswerSchema })
  @Post('user/identity-verifications')
  async start(@Body() body: StartVerificationDto, @Req() req: Request): Promise<VerificationAnswerSchema> {
    const user = currentUser(req);
    if (!this.provider) {
      throw new DomainError(
        'IDENTITY.PROVIDER_UNAVAILABLE',
        'Identity verification is not available right now. Please contact support to verify your identity.',
        'conflict',
      );
    }
    const level = body.level ?? 1;
    if (this.provider.name === 'manual') {
      // One open manual review per level: starting again answers the open one (its documents stay
      // with it), so repeated starts cannot pile up storage or work for finance.
      const open = [...(await this.streams.state(user.id)).verifications].find(
        ([, r]) => r.provider === 'manual' && r.status === 'pending' && r.level === level,
      );
      if (open) return { id: open[0], provider: 'manual', status: 'pending', level, testMode: false, url: null };
    }
    const verificationId = randomUUID();
    const { url } = await this.provider.start({ userId: user.id, verificationId, level });
    await this.streams.execute(
      user.id,
      {
        type: 'StartIdentityVerification',
        data: { userId: user.id, verificationId, provider: this.provider.name, level, now: new Date().toISOString() },
      },
      commandContext(req),
    );
    return {
      id: verificationId,
      provider: this.provider.name,
      status: 'pending',
      level,
      testMode: this.provider.name === 'simulated',
      url,
    };
  }

  /** Test mode only: finishes a simulated verification of the signed-in player. */
  @ApiOkResponse({ type: VerificationAnswerSchema })
  @Post('test/identity-verifications/:id/complete')
  @HttpCode(200)
  async complete(
    @Param('id', new ParseUUIDPipe({ errorHttpStatusCode: 404 })) id: string,
    @Body() body: CompleteTestVerificationDto,
    @Req() req: Request,
  ): Promise<VerificationAnswerSchema> {
    if (!this.config.testTools || this.config.production) throw new DomainError('NOT_FOUND', 'Not found.', 'not_found');
    const user = currentUser(req);
    const record = (await this.streams.state(user.id)).verifications.get(id);
    if (!record || record.provider !== 'simulated') {
      throw new DomainError('IDENTITY.VERIFICATION_NOT_FOUND', 'There is no such test-mode verification.', 'not_found');
    }
    const accountName = `${user.firstName} ${user.lastName}`;
    const { state } = await this.streams.execute(
      user.id,
      {
        type: 'DecideIdentityVerification',
        data: {
          userId: user.id,
          verificationId: id,
          outcome: body.outcome,
          legalName: body.legalName ?? accountName,
          accountName,
          reason: body.outcome === 'rejected' ? 'Rejected in test mode.' : null,
          decidedBy: 'simulated',
          now: new Date().toISOString(),
        },
      },
      commandContext(req),
    );
    const status = state.verifications.get(id)?.status ?? 'pending';
    return { id, provider: 'simulated', status, level: record.level, testMode: true, url: null };
  }
}
