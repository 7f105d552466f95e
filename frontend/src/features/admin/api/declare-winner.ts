import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateAdminData } from '../utils/invalidate-admin';

export interface DeclareWinnerInput {
  id: string;
  winnerId: string;
  reason: string;
}

/** The ruling settles at once: the winners are paid before the answer. */
export const declareWinner = ({ id, winnerId, reason }: DeclareWinnerInput) =>
  api.post<unknown>(`/api/admin/tournaments/${encodeURIComponent(id)}/declare-winner`, { winnerId, reason });

export const useDeclareWinner = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: declareWinner, onSuccess: () => invalidateAdminData(queryClient) });
};
