import { useMutation, useQueryClient } from '@tanstack/react-query';
import { newIdempotencyKey, postWithIdempotencyKey } from '@/lib/idempotency';
import { invalidateAdminData } from '../utils/invalidate-admin';

export interface AdjustBalanceInput {
  userId: string;
  /** Signed, e.g. "-12.50". */
  amount: string;
  reason: string;
}

export const adjustBalance = ({ userId, amount, reason }: AdjustBalanceInput, idempotencyKey: string) => postWithIdempotencyKey<unknown>(`/api/admin/users/${encodeURIComponent(userId)}/balance-adjustments`, { amount, reason }, idempotencyKey);

export const useAdjustBalance = () => {
  const queryClient = useQueryClient();
  return useMutation({
    // A fresh key per submission (see lib/idempotency).
    mutationFn: (input: AdjustBalanceInput) => adjustBalance(input, newIdempotencyKey()),
    onSuccess: () => invalidateAdminData(queryClient),
  });
};
