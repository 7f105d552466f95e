import { useMutation, useQueryClient } from '@tanstack/react-query';
import { newIdempotencyKey, postWithIdempotencyKey } from '@/lib/idempotency';
import { invalidateAdminData } from '../utils/invalidate-admin';

export interface ApproveDepositInput {
  id: string;
}

export const approveDeposit = ({ id }: ApproveDepositInput, idempotencyKey: string) =>
  postWithIdempotencyKey<unknown>(`/api/admin/deposits/${encodeURIComponent(id)}/approve`, {}, idempotencyKey);

export const useApproveDeposit = () => {
  const queryClient = useQueryClient();
  return useMutation({
    // A fresh key per submission (see lib/idempotency).
    mutationFn: (input: ApproveDepositInput) => approveDeposit(input, newIdempotencyKey()),
    onSuccess: () => invalidateAdminData(queryClient),
  });
};
