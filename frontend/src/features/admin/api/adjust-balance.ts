import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postWithIdempotencyKey } from '@/lib/idempotency';
import { invalidateAdminData } from '../utils/invalidate-admin';

export interface AdjustBalanceInput {
  userId: string;
  /** Signed, e.g. "-12.50". */
  amount: string;
  reason: string;
  /** One key per submission, reused when the same submission is retried (see useIdempotencyKey). */
  idempotencyKey: string;
}

export const adjustBalance = ({ userId, amount, reason, idempotencyKey }: AdjustBalanceInput) =>
  postWithIdempotencyKey<unknown>(
    `/api/admin/users/${encodeURIComponent(userId)}/balance-adjustments`,
    { amount, reason },
    idempotencyKey,
  );

export const useAdjustBalance = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adjustBalance,
    onSuccess: () => invalidateAdminData(queryClient),
  });
};
