import { useMutation, useQueryClient } from '@tanstack/react-query';
import { idempotentPost, newIdempotencyKey } from '../utils/idempotent-post';
import { invalidateAdminData } from '../utils/invalidate-admin';

export interface RejectWithdrawalInput {
  id: string;
  reason: string;
}

export const rejectWithdrawal = ({ id, reason }: RejectWithdrawalInput, idempotencyKey: string) => idempotentPost<unknown>(`/api/admin/withdrawals/${encodeURIComponent(id)}/reject`, { reason }, idempotencyKey);

export const useRejectWithdrawal = () => {
  const queryClient = useQueryClient();
  return useMutation({
    // A fresh key per submission (see utils/idempotent-post).
    mutationFn: (input: RejectWithdrawalInput) => rejectWithdrawal(input, newIdempotencyKey()),
    onSuccess: () => invalidateAdminData(queryClient),
  });
};
