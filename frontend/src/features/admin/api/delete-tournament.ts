import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateAdminData } from '../utils/invalidate-admin';

export const deleteTournament = (id: string) => api.delete<unknown>(`/api/tournaments/${encodeURIComponent(id)}`);

export const useDeleteTournament = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteTournament, onSuccess: () => invalidateAdminData(queryClient) });
};
