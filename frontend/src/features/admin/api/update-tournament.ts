import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateAdminData } from '../utils/invalidate-admin';

export interface UpdateTournamentInput {
  id: string;
  name: string;
  location: string | null;
  entryFee: string;
  maxPlayers: number;
  status?: string;
}

export const updateTournament = ({ id, ...changes }: UpdateTournamentInput) =>
  api.patch<unknown>(`/api/tournaments/${encodeURIComponent(id)}`, changes);

export const useUpdateTournament = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateTournament, onSuccess: () => invalidateAdminData(queryClient) });
};
