import { Logger, ServiceUnavailableException } from '@nestjs/common';
import Stripe from 'stripe';
import { IdentityProvider } from './identity-provider.port';

export interface StripeIdentitySettings {
  secretKey: string;
  /** Defaults to api.stripe.com over https; tests point these at a local stand-in server. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

/** What Stripe says about a finished session, read from Stripe itself (never from the browser). */
export interface StripeSessionOutcome {
  verificationId: string | null;
  userId: string | null;
  status: string;
  legalName: string | null;
  lastError: string | null;
}

/**
 * Stripe Identity: a VerificationSession (document and matching selfie) per attempt. The player
 * finishes it on Stripe's page (`url`); the outcome arrives by signed webhook
 * (StripeIdentityWebhookController), which reads the session back for the verified name.
 */
export class StripeIdentityProvider implements IdentityProvider {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;
  private readonly logger = new Logger('StripeIdentity');

  constructor(settings: StripeIdentitySettings) {
    this.stripe = new Stripe(settings.secretKey, {
      host: settings.host,
      port: settings.port,
      protocol: settings.protocol,
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
    });
  }

  async start(input: { userId: string; verificationId: string; level: 1 | 2 }): Promise<{ url: string | null }> {
    try {
      const session = await this.stripe.identity.verificationSessions.create(
        {
          type: 'document',
          options: { document: { require_matching_selfie: true } },
          metadata: { purpose: 'identity_verification', userId: input.userId, verificationId: input.verificationId },
        },
        // A retried start never opens a second session for the same attempt.
        { idempotencyKey: `identity-${input.verificationId}` },
      );
      return { url: session.url ?? null };
    } catch (error) {
      this.logger.error(`creating a verification session failed: ${String(error)}`);
      throw new ServiceUnavailableException({
        message:
          'Identity verification is not reachable right now. Nothing was started; please try again in a few minutes.',
        code: 'IDENTITY.PROVIDER_UNAVAILABLE',
      });
    }
  }

  /** The session as Stripe has it now, with the verified name when there is one. */
  async outcome(sessionId: string): Promise<StripeSessionOutcome> {
    const session = await this.stripe.identity.verificationSessions.retrieve(sessionId, {
      expand: ['verified_outputs'],
    });
    const outputs = session.verified_outputs;
    const legalName = outputs ? [outputs.first_name, outputs.last_name].filter(Boolean).join(' ').trim() : '';
    return {
      verificationId: session.metadata?.verificationId ?? null,
      userId: session.metadata?.userId ?? null,
      status: session.status,
      legalName: legalName || null,
      lastError: session.last_error?.reason ?? session.last_error?.code ?? null,
    };
  }
}
