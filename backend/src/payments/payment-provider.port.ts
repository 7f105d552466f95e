/**
 * The card payment provider, as the wallet needs it: create a PaymentIntent, and read one back to
 * verify it server-side before crediting. Two adapters: Stripe (the SDK) and a simulated processor
 * for development and tests without Stripe keys.
 */
import { ServiceUnavailableException } from '@nestjs/common';
import { Cents } from '../domain/shared/money';

export type PaymentMode = 'stripe' | 'simulated';

export interface PaymentIntentView {
  id: string;
  /** The provider's status; only 'succeeded' means the money was taken. */
  status: string;
  /** What the card is asked for, in cents. */
  amountCents: Cents;
  /** What the provider actually collected (equals amountCents once succeeded). */
  amountReceivedCents: Cents;
  currency: string;
  metadata: Record<string, string>;
}

export interface CreatePaymentIntentInput {
  amountCents: Cents;
  currency: 'usd';
  metadata: Record<string, string>;
  /** Forwarded to the provider so a retried request creates one intent, not two. */
  idempotencyKey?: string;
}

export interface CreatedPaymentIntent {
  id: string;
  clientSecret: string;
}

/** A refund of (part of) one card payment: a withdrawal to the card (docs/decisions/card-withdrawals.md). */
export interface CreateRefundInput {
  paymentIntentId: string;
  amountCents: Cents;
  metadata: Record<string, string>;
  /** Derived from the withdrawal id: a retry can never refund twice. */
  idempotencyKey: string;
}

/** A refund as the wallet reads it (from the create answer or a signed webhook payload). */
export interface RefundView {
  id: string;
  paymentIntentId: string | null;
  amountCents: Cents;
  currency: string;
  /** pending, requires_action, succeeded, failed or canceled. */
  status: string;
  failureReason: string | null;
  metadata: Record<string, string>;
}

/** The provider answered, and said no: nothing was refunded (unlike an unreachable provider). */
export class RefundRefused extends Error {
  constructor(readonly reason: string) {
    super(`refund refused: ${reason}`);
  }
}

export interface PaymentProvider {
  readonly mode: PaymentMode;
  createPaymentIntent(input: CreatePaymentIntentInput): Promise<CreatedPaymentIntent>;
  /** null when the provider has no such intent. */
  retrievePaymentIntent(id: string): Promise<PaymentIntentView | null>;
  /** Throws RefundRefused when the provider refuses, providerUnavailable() when it cannot be reached. */
  createRefund(input: CreateRefundInput): Promise<RefundView>;
}

export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');

/** Ids as both providers issue them; anything else never reaches the provider's URL path. */
export const PAYMENT_INTENT_ID = /^pi_[A-Za-z0-9_]{1,200}$/;

/** The provider could not be reached or failed: nothing was charged or credited by this request. */
export function providerUnavailable(): ServiceUnavailableException {
  return new ServiceUnavailableException({
    message: 'The card payment service is not available right now. Nothing was charged; please try again in a moment.',
    code: 'PAYMENTS.PROVIDER_UNAVAILABLE',
  });
}
