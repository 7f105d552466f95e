import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { components } from '@/api/schema';
import type { WithdrawalAnswer } from '@/types/api';
import { postWithIdempotencyKey, type IdempotentPostOptions } from '@/lib/idempotency';
import { invalidateWalletData } from '../utils/invalidate-wallet-data';

/** `amount` as "100.00"; the fee comes out of it. */
export type RequestWithdrawalInput = components['schemas']['RequestWithdrawalDto'];

export const requestWithdrawal = (
  input: RequestWithdrawalInput,
  idempotencyKey: string,
  options?: IdempotentPostOptions,
) => postWithIdempotencyKey<WithdrawalAnswer>('/api/wallet/withdraw', input, idempotencyKey, options);

export const useRequestWithdrawal = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      input,
      idempotencyKey,
      onStillWorking,
    }: {
      input: RequestWithdrawalInput;
      idempotencyKey: string;
      onStillWorking?: () => void;
    }) => requestWithdrawal(input, idempotencyKey, { onStillWorking }),
    // Not awaited: the dialog moves on at once and the balances refresh behind it.
    onSuccess: () => void invalidateWalletData(queryClient),
  });
};
