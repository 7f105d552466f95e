import { useMutation } from '@tanstack/react-query';
import type { components } from '@/api/schema';
import { postWithIdempotencyKey } from '@/lib/idempotency';

/** `amount`: the "50.00" the wallet receives; PayPal is asked for this plus the card fee. */
export type CreatePayPalOrderInput = components['schemas']['CreatePayPalOrderDto'];
/** The order and the server's figures: amount, fee and total (what PayPal takes). */
export type PayPalOrder = components['schemas']['PayPalOrderSchema'];

/** Creating an order takes no money; a retry with the same key answers the same order. */
export const createPayPalOrder = (input: CreatePayPalOrderInput, idempotencyKey: string) =>
  postWithIdempotencyKey<PayPalOrder>('/api/paypal/orders', input, idempotencyKey);

export const useCreatePayPalOrder = () =>
  useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: CreatePayPalOrderInput; idempotencyKey: string }) =>
      createPayPalOrder(input, idempotencyKey),
  });
