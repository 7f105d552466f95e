import { useMutation, useQueryClient } from '@tanstack/react-query';
import { idempotentPost, newIdempotencyKey } from '../utils/idempotent-post';
import { invalidateAdminData } from '../utils/invalidate-admin';

export interface RejectDepositInput {
  id: string;
  reason: string;
}

export const rejectDeposit = ({ id, reason }: RejectDepositInput, idempotencyKey: string) => idempotentPost<unknown>(`/api/admin/deposits/${encodeURIComponent(id)}/reject`, { reason }, idempotencyKey);

export const useRejectDeposit = () => {
  const queryClient = useQueryClient();
  return useMutation({
    // A fresh key per submission (see utils/idempotent-post).
    mutationFn: (input: RejectDepositInput) => rejectDeposit(input, newIdempotencyKey()),
    onSuccess: () => invalidateAdminData(queryClient),
  });
};
