import { useMutation, useQueryClient } from '@tanstack/react-query';
import { idempotentPost, newIdempotencyKey } from '../utils/idempotent-post';
import { invalidateAdminData } from '../utils/invalidate-admin';

export interface AdjustBalanceInput {
  userId: string;
  /** Signed, e.g. "-12.50". */
  amount: string;
  reason: string;
}

export const adjustBalance = ({ userId, amount, reason }: AdjustBalanceInput, idempotencyKey: string) => idempotentPost<unknown>(`/api/admin/users/${encodeURIComponent(userId)}/balance-adjustments`, { amount, reason }, idempotencyKey);

export const useAdjustBalance = () => {
  const queryClient = useQueryClient();
  return useMutation({
    // A fresh key per submission (see utils/idempotent-post).
    mutationFn: (input: AdjustBalanceInput) => adjustBalance(input, newIdempotencyKey()),
    onSuccess: () => invalidateAdminData(queryClient),
  });
};
