import { BadRequestException } from '@nestjs/common';
import Stripe from 'stripe';

/**
 * Checks a webhook's `Stripe-Signature` against the exact bytes received (`req.rawBody`) and the
 * endpoint secret. Anything that does not verify is a 400 and is not looked at further.
 */
export function verifyStripeWebhook(
  rawBody: Buffer | undefined,
  signature: string | undefined,
  secret: string | undefined,
): Stripe.Event {
  if (!secret) {
    throw new BadRequestException({
      message: 'Stripe webhooks are not configured on this server (STRIPE_WEBHOOK_SECRET is not set).',
      code: 'PAYMENTS.WEBHOOK_NOT_CONFIGURED',
    });
  }
  if (!rawBody || !signature) {
    throw new BadRequestException({ message: 'The webhook signature is missing.', code: 'PAYMENTS.WEBHOOK_SIGNATURE' });
  }
  try {
    return Stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch {
    throw new BadRequestException({
      message: 'The webhook signature is not valid.',
      code: 'PAYMENTS.WEBHOOK_SIGNATURE',
    });
  }
}
