import { DomainError } from '../../domain/shared/decider';
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
    throw new DomainError(
      'PAYMENTS.WEBHOOK_NOT_CONFIGURED',
      'Stripe webhooks are not configured on this server (STRIPE_WEBHOOK_SECRET is not set).',
      'invalid',
    );
  }
  if (!rawBody || !signature) {
    throw new DomainError('PAYMENTS.WEBHOOK_SIGNATURE', 'The webhook signature is missing.', 'invalid');
  }
  try {
    return Stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch {
    throw new DomainError('PAYMENTS.WEBHOOK_SIGNATURE', 'The webhook signature is not valid.', 'invalid');
  }
}
