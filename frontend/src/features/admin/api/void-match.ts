import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateAdminData } from '../utils/invalidate-admin';

export interface VoidMatchInput {
  id: string;
  reason: string;
}

/** Every entry fee and court share goes back before the answer. */
export const voidMatch = ({ id, reason }: VoidMatchInput) =>
  api.post<unknown>(`/api/admin/tournaments/${encodeURIComponent(id)}/void`, { reason });

export const useVoidMatch = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: voidMatch, onSuccess: () => invalidateAdminData(queryClient) });
};
