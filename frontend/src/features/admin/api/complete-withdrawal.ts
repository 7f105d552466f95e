import { useMutation, useQueryClient } from '@tanstack/react-query';
import { newIdempotencyKey, postWithIdempotencyKey } from '@/lib/idempotency';
import { invalidateAdminData } from '../utils/invalidate-admin';

export interface CompleteWithdrawalInput {
  id: string;
}

export const completeWithdrawal = ({ id }: CompleteWithdrawalInput, idempotencyKey: string) =>
  postWithIdempotencyKey<unknown>(`/api/admin/withdrawals/${encodeURIComponent(id)}/complete`, {}, idempotencyKey);

export const useCompleteWithdrawal = () => {
  const queryClient = useQueryClient();
  return useMutation({
    // A fresh key per submission (see lib/idempotency).
    mutationFn: (input: CompleteWithdrawalInput) => completeWithdrawal(input, newIdempotencyKey()),
    onSuccess: () => invalidateAdminData(queryClient),
  });
};
