import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DepositAnswer, PaymentIntentAnswer } from '@/types/api';
import { postWithIdempotencyKey } from '@/lib/idempotency';
import { invalidateWalletData } from '../utils/invalidate-wallet-data';

/** The /deposit page's one call. Amount as a "25.00" string. */
export type PageDepositInput =
  | { amount: string; method: 'card' }
  | { amount: string; method: 'card'; paymentIntentId: string }
  | { amount: string; method: 'bank'; transactionReference: string };

/** Card without an intent: the server answers one to pay ("requires_payment"). Otherwise the recorded deposit. */
export type PageDepositAnswer = (PaymentIntentAnswer & { status: 'requires_payment' }) | DepositAnswer;

export function needsPayment(
  answer: PageDepositAnswer,
): answer is PaymentIntentAnswer & { status: 'requires_payment' } {
  return answer.status === 'requires_payment';
}

export const submitPageDeposit = (input: PageDepositInput, idempotencyKey: string) =>
  postWithIdempotencyKey<PageDepositAnswer>('/api/payments/deposit', input, idempotencyKey);

export const useSubmitPageDeposit = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: PageDepositInput; idempotencyKey: string }) =>
      submitPageDeposit(input, idempotencyKey),
    onSuccess: (answer) => {
      if (!needsPayment(answer)) void invalidateWalletData(queryClient);
    },
  });
};
