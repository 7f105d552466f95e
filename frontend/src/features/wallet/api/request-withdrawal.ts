import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WithdrawalAnswer } from '@/types/api';
import { postWithIdempotencyKey } from '@/lib/idempotency';
import { invalidateWalletData } from '../utils/invalidate-wallet-data';

export interface RequestWithdrawalInput {
  amount: number;
  accountNumber: string;
  accountHolderName: string;
  bankName: string;
}

export const requestWithdrawal = (input: RequestWithdrawalInput, idempotencyKey: string) =>
  postWithIdempotencyKey<WithdrawalAnswer>('/api/wallet/withdraw', input, idempotencyKey);

export const useRequestWithdrawal = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: RequestWithdrawalInput; idempotencyKey: string }) =>
      requestWithdrawal(input, idempotencyKey),
    // Not awaited: the dialog moves on at once and the balances refresh behind it.
    onSuccess: () => void invalidateWalletData(queryClient),
  });
};
