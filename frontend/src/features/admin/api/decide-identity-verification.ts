import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { IdentityReviewDecision } from '../types';
import { invalidateAdminData } from '../utils/invalidate-admin';

export interface DecideIdentityInput {
  id: string;
  decision: 'approve' | 'reject';
  reason: string;
  /** Approve only: the name on the document, when it is not written as on the account. */
  legalName?: string;
}

/**
 * Approves or rejects a manual identity verification. A repeat is harmless (the server answers
 * an already-decided verification with its outcome), so no idempotency key is needed.
 */
export const decideIdentityVerification = ({ id, decision, reason, legalName }: DecideIdentityInput) =>
  api.post<IdentityReviewDecision>(
    `/api/admin/identity-verifications/${encodeURIComponent(id)}/${decision}`,
    decision === 'approve' && legalName ? { reason, legalName } : { reason },
  );

export const useDecideIdentityVerification = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideIdentityVerification,
    onSuccess: () => invalidateAdminData(queryClient),
  });
};
