import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { CreateTournamentInput, TournamentDetail } from '@/types/api';
import { invalidateTournamentData } from '../utils/invalidate-tournament-data';

export const createTournament = (input: CreateTournamentInput) => api.post<TournamentDetail>('/api/tournaments', input);

export const useCreateTournament = ({
  onSuccess,
  onError,
}: { onSuccess?: (tournament: TournamentDetail) => void; onError?: (error: Error) => void } = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTournament,
    onSuccess: (tournament) => {
      void invalidateTournamentData(queryClient);
      onSuccess?.(tournament);
    },
    onError,
  });
};
