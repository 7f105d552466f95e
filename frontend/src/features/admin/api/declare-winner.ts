import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateAdminData } from '../utils/invalidate-admin';

export interface DeclareWinnerInput {
  id: string;
  winnerId: string;
  /** The final score line, Team A's games first ("4-6, 6-3, 5-7"); the server checks it names the winner. */
  score: string;
  reason: string;
}

/** The ruling settles at once: the winners are paid before the answer. */
export const declareWinner = ({ id, winnerId, score, reason }: DeclareWinnerInput) =>
  api.post<unknown>(`/api/admin/tournaments/${encodeURIComponent(id)}/declare-winner`, { winnerId, score, reason });

export const useDeclareWinner = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: declareWinner, onSuccess: () => invalidateAdminData(queryClient) });
};
