import { useMutation, useQueryClient } from '@tanstack/react-query';
import { newIdempotencyKey, postWithIdempotencyKey } from '@/lib/idempotency';
import { invalidateAdminData } from '../utils/invalidate-admin';

export interface DecideApprovalInput {
  id: string;
  decision: 'approve' | 'reject';
  reason: string;
}

/** The second admin approves (the action is carried out) or rejects (nothing moves) a request. */
export const decideApproval = ({ id, decision, reason }: DecideApprovalInput, idempotencyKey: string) =>
  postWithIdempotencyKey<unknown>(
    `/api/admin/approvals/${encodeURIComponent(id)}/${decision}`,
    reason ? { reason } : {},
    idempotencyKey,
  );

export const useDecideApproval = () => {
  const queryClient = useQueryClient();
  return useMutation({
    // A fresh key per submission (see lib/idempotency).
    mutationFn: (input: DecideApprovalInput) => decideApproval(input, newIdempotencyKey()),
    onSuccess: () => invalidateAdminData(queryClient),
  });
};
