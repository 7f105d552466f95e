import { useMutation, useQueryClient } from '@tanstack/react-query';
import { idempotentPost, newIdempotencyKey } from '../utils/idempotent-post';
import { invalidateAdminData } from '../utils/invalidate-admin';

export interface CompleteWithdrawalInput {
  id: string;
}

export const completeWithdrawal = ({ id }: CompleteWithdrawalInput, idempotencyKey: string) => idempotentPost<unknown>(`/api/admin/withdrawals/${encodeURIComponent(id)}/complete`, {}, idempotencyKey);

export const useCompleteWithdrawal = () => {
  const queryClient = useQueryClient();
  return useMutation({
    // A fresh key per submission (see utils/idempotent-post).
    mutationFn: (input: CompleteWithdrawalInput) => completeWithdrawal(input, newIdempotencyKey()),
    onSuccess: () => invalidateAdminData(queryClient),
  });
};
