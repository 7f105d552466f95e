import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { components } from '@/api/schema';
import type { DepositAnswer } from '@/types/api';
import { postWithIdempotencyKey, type IdempotentPostOptions } from '@/lib/idempotency';
import { invalidateWalletData } from '../utils/invalidate-wallet-data';

/** The /deposit page's one call. Amount as a "25.00" string. */
export type PageDepositInput =
  | { amount: string; method: 'card' }
  | { amount: string; method: 'card'; paymentIntentId: string }
  | { amount: string; method: 'bank'; transactionReference: string };

/** Card without an intent: the server answers one to pay ("requires_payment"). Otherwise the recorded deposit. */
export type PageDepositAnswer = PaymentRequired | DepositAnswer;
type PaymentRequired = components['schemas']['PaymentRequiredSchema'];

export function needsPayment(answer: PageDepositAnswer): answer is PaymentRequired {
  return answer.status === 'requires_payment';
}

export const submitPageDeposit = (input: PageDepositInput, idempotencyKey: string, options?: IdempotentPostOptions) =>
  postWithIdempotencyKey<PageDepositAnswer>('/api/payments/deposit', input, idempotencyKey, options);

export const useSubmitPageDeposit = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      input,
      idempotencyKey,
      onStillWorking,
    }: {
      input: PageDepositInput;
      idempotencyKey: string;
      onStillWorking?: () => void;
    }) => submitPageDeposit(input, idempotencyKey, { onStillWorking }),
    onSuccess: (answer) => {
      if (!needsPayment(answer)) void invalidateWalletData(queryClient);
    },
  });
};
