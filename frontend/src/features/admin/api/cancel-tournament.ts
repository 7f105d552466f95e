import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateAdminData } from '../utils/invalidate-admin';

export interface CancelTournamentInput {
  id: string;
  reason?: string;
}

/** An admin may cancel until the money is settled (waiting, live or disputed); everyone is refunded. */
export const cancelTournament = ({ id, reason }: CancelTournamentInput) =>
  api.post<unknown>(`/api/tournaments/${encodeURIComponent(id)}/cancel`, {
    reason: reason?.trim() || 'Cancelled by an administrator',
  });

export const useCancelTournament = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelTournament, onSuccess: () => invalidateAdminData(queryClient) });
};
