import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { components } from '@/api/schema';
import type { DepositAnswer } from '@/types/api';
import { postWithIdempotencyKey } from '@/lib/idempotency';
import { invalidateWalletData } from '../utils/invalidate-wallet-data';

/** `amount` as "50.00"; `transactionReference`: the bank reference the player typed (trimmed), or the card payment intent id. */
export type RecordDepositInput = components['schemas']['RecordDepositDto'];

/** Bank transfer: recorded as pending. Card: credited once the server has verified the intent. */
export const recordDeposit = (input: RecordDepositInput, idempotencyKey: string) =>
  postWithIdempotencyKey<DepositAnswer>('/api/wallet/deposit', input, idempotencyKey);

export const useRecordDeposit = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: RecordDepositInput; idempotencyKey: string }) =>
      recordDeposit(input, idempotencyKey),
    // Not awaited: the dialog moves on at once and the balances refresh behind it.
    onSuccess: () => void invalidateWalletData(queryClient),
  });
};
