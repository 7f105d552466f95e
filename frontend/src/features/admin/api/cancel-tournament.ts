import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateAdminData } from '../utils/invalidate-admin';

export const cancelTournament = (id: string) =>
  api.post<unknown>(`/api/tournaments/${encodeURIComponent(id)}/cancel`, { reason: 'Cancelled by an administrator' });

export const useCancelTournament = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelTournament, onSuccess: () => invalidateAdminData(queryClient) });
};
