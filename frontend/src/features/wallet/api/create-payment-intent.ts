import { useMutation } from '@tanstack/react-query';
import type { CardDepositMethod, PaymentIntentAnswer } from '@/types/api';
import { postWithIdempotencyKey } from '@/lib/idempotency';

export interface CreatePaymentIntentInput {
  /** Dollars the wallet receives; the card is charged this plus the 3% fee. */
  amount: string;
  paymentMethod: CardDepositMethod;
}

export const createPaymentIntent = (input: CreatePaymentIntentInput, idempotencyKey: string) =>
  postWithIdempotencyKey<PaymentIntentAnswer>('/api/create-payment-intent', input, idempotencyKey);

export const useCreatePaymentIntent = () =>
  useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: CreatePaymentIntentInput; idempotencyKey: string }) =>
      createPaymentIntent(input, idempotencyKey),
  });
