import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DepositAnswer } from '@/types/api';
import { postWithIdempotencyKey } from '@/lib/idempotency';
import { invalidateWalletData } from '../utils/invalidate-wallet-data';

/**
 * The server captures the approved order at PayPal, checks what PayPal took, and answers the
 * deposit with the new balance. Capturing twice (a retry, or PayPal's webhook first) credits once.
 */
export const capturePayPalOrder = (orderId: string, idempotencyKey: string) =>
  postWithIdempotencyKey<DepositAnswer>(
    `/api/paypal/orders/${encodeURIComponent(orderId)}/capture`,
    {},
    idempotencyKey,
  );

export const useCapturePayPalOrder = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, idempotencyKey }: { orderId: string; idempotencyKey: string }) =>
      capturePayPalOrder(orderId, idempotencyKey),
    onSuccess: () => void invalidateWalletData(queryClient),
  });
};
