import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Tournament, TournamentParticipant } from '@/types/api';

export type PlayerTournament = Tournament & { participants?: TournamentParticipant[] };

export const playerTournamentsQueryKey = (userId: string) => ['/api/user', userId, 'tournaments'] as const;

export const getPlayerTournaments = async (userId: string) =>
  (await api.get<PlayerTournament[] | null>(`/api/user/${encodeURIComponent(userId)}/tournaments`)) ?? [];

export const getPlayerTournamentsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: playerTournamentsQueryKey(userId),
    queryFn: () => getPlayerTournaments(userId),
  });

export const usePlayerTournaments = (userId: string) => useQuery(getPlayerTournamentsQueryOptions(userId));
