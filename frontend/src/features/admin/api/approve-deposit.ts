import { useMutation, useQueryClient } from '@tanstack/react-query';
import { idempotentPost, newIdempotencyKey } from '../utils/idempotent-post';
import { invalidateAdminData } from '../utils/invalidate-admin';

export interface ApproveDepositInput {
  id: string;
}

export const approveDeposit = ({ id }: ApproveDepositInput, idempotencyKey: string) => idempotentPost<unknown>(`/api/admin/deposits/${encodeURIComponent(id)}/approve`, {}, idempotencyKey);

export const useApproveDeposit = () => {
  const queryClient = useQueryClient();
  return useMutation({
    // A fresh key per submission (see utils/idempotent-post).
    mutationFn: (input: ApproveDepositInput) => approveDeposit(input, newIdempotencyKey()),
    onSuccess: () => invalidateAdminData(queryClient),
  });
};
