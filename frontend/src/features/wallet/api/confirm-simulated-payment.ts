import type { components } from '@/api/schema';
import { postWithIdempotencyKey } from '@/lib/idempotency';

export type SimulatedConfirmInput = components['schemas']['SimulatedConfirmDto'];

export type SimulatedConfirmAnswer = components['schemas']['SimulatedPaymentSchema'];

/**
 * Test mode's stand-in for Stripe.js: pays the intent with a test card (4242 4242 4242 4242 pays,
 * 4000 0000 0000 0002 is declined with 400 "Your card was declined."). Paying credits nothing by
 * itself; the deposit is recorded afterwards. Called from the card form's own flow, so no hook.
 */
export const confirmSimulatedPayment = (input: SimulatedConfirmInput, idempotencyKey: string) =>
  postWithIdempotencyKey<SimulatedConfirmAnswer>('/api/payments/simulated/confirm', input, idempotencyKey);
