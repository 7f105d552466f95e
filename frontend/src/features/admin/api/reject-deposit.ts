import { useMutation, useQueryClient } from '@tanstack/react-query';
import { newIdempotencyKey, postWithIdempotencyKey } from '@/lib/idempotency';
import { invalidateAdminData } from '../utils/invalidate-admin';

export interface RejectDepositInput {
  id: string;
  reason: string;
}

export const rejectDeposit = ({ id, reason }: RejectDepositInput, idempotencyKey: string) =>
  postWithIdempotencyKey<unknown>(`/api/admin/deposits/${encodeURIComponent(id)}/reject`, { reason }, idempotencyKey);

export const useRejectDeposit = () => {
  const queryClient = useQueryClient();
  return useMutation({
    // A fresh key per submission (see lib/idempotency).
    mutationFn: (input: RejectDepositInput) => rejectDeposit(input, newIdempotencyKey()),
    onSuccess: () => invalidateAdminData(queryClient),
  });
};
