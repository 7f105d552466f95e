import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { TournamentHistoryItem } from '@/types/api';

export const TOURNAMENT_HISTORY_QUERY_KEY = ['/api/user/tournament-history'] as const;

/** Completed tournaments, newest first, each with the player's placement and prize. */
export const getTournamentHistory = async () =>
  (await api.get<TournamentHistoryItem[] | null>('/api/user/tournament-history')) ?? [];

export const getTournamentHistoryQueryOptions = () =>
  queryOptions({
    queryKey: TOURNAMENT_HISTORY_QUERY_KEY,
    queryFn: getTournamentHistory,
  });

export const useTournamentHistory = () => useQuery(getTournamentHistoryQueryOptions());
