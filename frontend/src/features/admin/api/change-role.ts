import { useMutation, useQueryClient } from '@tanstack/react-query';
import { newIdempotencyKey, postWithIdempotencyKey } from '@/lib/idempotency';
import { invalidateAdminData } from '../utils/invalidate-admin';

export interface ChangeRoleInput {
  userId: string;
  role: 'admin' | 'player';
  reason: string;
}

/** 201 changed at once; 202 `{ status: 'awaiting_second_approval' }` once two admins exist. */
export const changeRole = ({ userId, role, reason }: ChangeRoleInput, idempotencyKey: string) =>
  postWithIdempotencyKey<unknown>(
    `/api/admin/users/${encodeURIComponent(userId)}/role`,
    { role, reason },
    idempotencyKey,
  );

export const useChangeRole = () => {
  const queryClient = useQueryClient();
  return useMutation({
    // A fresh key per submission (see lib/idempotency).
    mutationFn: (input: ChangeRoleInput) => changeRole(input, newIdempotencyKey()),
    onSuccess: () => invalidateAdminData(queryClient),
  });
};
