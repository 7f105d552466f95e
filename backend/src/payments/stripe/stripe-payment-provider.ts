import { Logger } from '@nestjs/common';
import Stripe from 'stripe';
import {
  CreateRefundInput,
  RefundRefused,
  RefundView,
  CreatePaymentIntentInput,
  CreatedPaymentIntent,
  PaymentIntentView,
  PaymentProvider,
  providerUnavailable,
} from '../payment-provider.port';

export interface StripeSettings {
  secretKey: string;
  /** Defaults to api.stripe.com over https; tests point these at a local stand-in server. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

/** The real provider, through the official SDK. */
export class StripePaymentProvider implements PaymentProvider {
  readonly mode = 'stripe' as const;
  private readonly stripe: Stripe;
  private readonly logger = new Logger('StripePaymentProvider');

  constructor(settings: StripeSettings) {
    this.stripe = new Stripe(settings.secretKey, {
      host: settings.host,
      port: settings.port,
      protocol: settings.protocol,
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
    });
  }

  async createPaymentIntent(input: CreatePaymentIntentInput): Promise<CreatedPaymentIntent> {
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: input.currency,
          metadata: input.metadata,
          automatic_payment_methods: { enabled: true },
        },
        input.idempotencyKey ? { idempotencyKey: input.idempotencyKey } : undefined,
      );
      if (!intent.client_secret) throw new Error(`Stripe returned payment intent ${intent.id} without a client secret`);
      return { id: intent.id, clientSecret: intent.client_secret };
    } catch (error) {
      this.logger.error(`creating a payment intent failed: ${describe(error)}`);
      throw providerUnavailable();
    }
  }

  async createRefund(input: CreateRefundInput): Promise<RefundView> {
    try {
      const refund = await this.stripe.refunds.create(
        { payment_intent: input.paymentIntentId, amount: input.amountCents, metadata: input.metadata },
        { idempotencyKey: input.idempotencyKey },
      );
      return stripeRefundView(refund);
    } catch (error) {
      // A 4xx is Stripe's answer (say the payment was disputed): no refund exists.
      const status = error instanceof Stripe.errors.StripeError ? error.statusCode : undefined;
      if (status !== undefined && status >= 400 && status < 500 && status !== 409 && status !== 429) {
        throw new RefundRefused((error as Error).message);
      }
      this.logger.error(`refunding payment intent ${input.paymentIntentId} failed: ${describe(error)}`);
      throw providerUnavailable();
    }
  }

  async retrievePaymentIntent(id: string): Promise<PaymentIntentView | null> {
    try {
      return stripeIntentView(await this.stripe.paymentIntents.retrieve(id));
    } catch (error) {
      if (error instanceof Stripe.errors.StripeError && error.statusCode === 404) return null;
      this.logger.error(`reading payment intent ${id} failed: ${describe(error)}`);
      throw providerUnavailable();
    }
  }
}

/** Stripe's PaymentIntent object (from the API or a webhook payload) as the wallet reads it. */
export function stripeIntentView(intent: Stripe.PaymentIntent): PaymentIntentView {
  return {
    id: intent.id,
    status: intent.status,
    amountCents: intent.amount,
    amountReceivedCents: intent.amount_received ?? 0,
    currency: intent.currency,
    metadata: { ...(intent.metadata ?? {}) },
  };
}

/** Stripe's Refund object (from the API or a webhook payload) as the wallet reads it. */
export function stripeRefundView(refund: Stripe.Refund): RefundView {
  const intent = refund.payment_intent;
  return {
    id: refund.id,
    paymentIntentId: typeof intent === 'string' ? intent : (intent?.id ?? null),
    amountCents: refund.amount,
    currency: refund.currency,
    status: refund.status ?? 'pending',
    failureReason: refund.failure_reason ?? null,
    metadata: { ...(refund.metadata ?? {}) },
  };
}

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
