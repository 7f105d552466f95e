import { randomUUID } from 'node:crypto';
import { Controller, HttpCode, Inject, Logger, Post, Req } from '@nestjs/common';
import { ApiExcludeEndpoint } from '@nestjs/swagger';
import type { Request } from 'express';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { verifyStripeWebhook } from '../../../payments/stripe/stripe-webhooks';
import { UsersReadRepository } from '../../identity/identity.public';
import { PlayerStreams } from '../shared/player-streams';
import { IDENTITY_PROVIDER, IdentityProvider } from './identity-provider.port';
import { StripeIdentityProvider } from './stripe-identity-provider';

const HANDLED = new Set([
  'identity.verification_session.verified',
  'identity.verification_session.requires_input',
  'identity.verification_session.canceled',
]);

/**
 * Stripe Identity's report that a VerificationSession ended. The signature is checked against the
 * raw bytes; the outcome and the verified name are then read from Stripe itself (the session,
 * with its verified outputs). Idempotent: a repeated or late event decides nothing new (the player
 * decider answers an already-decided verification with no events). Other events are acknowledged.
 */
@Controller('webhooks')
export class StripeIdentityWebhookController {
  private readonly logger = new Logger('StripeIdentityWebhook');

  constructor(
    private readonly streams: PlayerStreams,
    private readonly users: UsersReadRepository,
    @Inject(IDENTITY_PROVIDER) private readonly provider: IdentityProvider | null,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('stripe-identity')
  @HttpCode(200)
  @ApiExcludeEndpoint()
  async receive(@Req() req: Request & { rawBody?: Buffer }) {
    const event = verifyStripeWebhook(req.rawBody, req.header('stripe-signature'), this.config.stripe.webhookSecret);
    if (!HANDLED.has(event.type) || !(this.provider instanceof StripeIdentityProvider)) {
      return { received: true, handled: false };
    }
    const sessionId = (event.data.object as { id?: unknown }).id;
    if (typeof sessionId !== 'string') return { received: true, handled: false };
    const session = await this.provider.outcome(sessionId);
    const { verificationId, userId } = session;
    const outcome = session.status === 'verified' ? 'verified' : session.status === 'processing' ? null : 'rejected';
    if (!verificationId || !userId || !outcome) {
      this.logger.warn(`verification session ${sessionId} is not ours or not finished (${session.status}); ignored`);
      return { received: true, handled: false };
    }
    const record = (await this.streams.state(userId)).verifications.get(verificationId);
    if (!record || record.provider !== 'stripe') return { received: true, handled: false };
    const user = await this.users.findById(userId);
    if (!user) return { received: true, handled: false };
    const { state } = await this.streams.execute(
      userId,
      {
        type: 'DecideIdentityVerification',
        data: {
          userId,
          verificationId,
          // Verified without a readable name cannot be matched to the account: a rejection, with why.
          outcome: outcome === 'verified' && !session.legalName ? 'rejected' : outcome,
          legalName: session.legalName,
          accountName: `${user.firstName} ${user.lastName}`,
          reason:
            outcome === 'verified'
              ? session.legalName
                ? null
                : 'Stripe verified a document without a readable name; please try again or upload your documents.'
              : `Stripe could not verify this identity${session.lastError ? ` (${session.lastError})` : ''}.`,
          decidedBy: 'stripe',
          now: new Date().toISOString(),
        },
      },
      { correlationId: req.correlationId ?? randomUUID(), causationId: event.id, actorUserId: null },
    );
    return { received: true, handled: true, status: state.verifications.get(verificationId)?.status ?? 'pending' };
  }
}
