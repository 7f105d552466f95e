import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Tournament } from '@/types/api';

/** The whole list (shared with the home dashboard's cache); the screen keeps the waiting ones. */
export const TOURNAMENTS_QUERY_KEY = ['/api/tournaments'] as const;

export const getTournaments = async () => (await api.get<Tournament[] | null>('/api/tournaments')) ?? [];

export const getTournamentsQueryOptions = () =>
  queryOptions({
    queryKey: TOURNAMENTS_QUERY_KEY,
    queryFn: getTournaments,
    staleTime: 2 * 60 * 1000,
  });

export const useTournaments = () => useQuery(getTournamentsQueryOptions());
