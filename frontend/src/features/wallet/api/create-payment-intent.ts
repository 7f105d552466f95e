import { useMutation } from '@tanstack/react-query';
import type { components } from '@/api/schema';
import type { PaymentIntentAnswer } from '@/types/api';
import { postWithIdempotencyKey } from '@/lib/idempotency';

/** `amount`: the "50.00" the wallet receives; the card is charged this plus the card fee. */
export type CreatePaymentIntentInput = components['schemas']['CreatePaymentIntentDto'];

export const createPaymentIntent = (input: CreatePaymentIntentInput, idempotencyKey: string) =>
  postWithIdempotencyKey<PaymentIntentAnswer>('/api/create-payment-intent', input, idempotencyKey);

export const useCreatePaymentIntent = () =>
  useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: CreatePaymentIntentInput; idempotencyKey: string }) =>
      createPaymentIntent(input, idempotencyKey),
  });
