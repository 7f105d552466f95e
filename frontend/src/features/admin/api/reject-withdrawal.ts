import { useMutation, useQueryClient } from '@tanstack/react-query';
import { newIdempotencyKey, postWithIdempotencyKey } from '@/lib/idempotency';
import { invalidateAdminData } from '../utils/invalidate-admin';

export interface RejectWithdrawalInput {
  id: string;
  reason: string;
}

export const rejectWithdrawal = ({ id, reason }: RejectWithdrawalInput, idempotencyKey: string) =>
  postWithIdempotencyKey<unknown>(
    `/api/admin/withdrawals/${encodeURIComponent(id)}/reject`,
    { reason },
    idempotencyKey,
  );

export const useRejectWithdrawal = () => {
  const queryClient = useQueryClient();
  return useMutation({
    // A fresh key per submission (see lib/idempotency).
    mutationFn: (input: RejectWithdrawalInput) => rejectWithdrawal(input, newIdempotencyKey()),
    onSuccess: () => invalidateAdminData(queryClient),
  });
};
