/**
 * The player's reads that the home dashboard and My Games both show: one cache entry each, so the
 * two screens share what they fetched. The query keys are the paths (getQueryFn and the tournament
 * invalidation helpers rely on that).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Tournament, UserStats } from '@/types/api';

/** GET /api/tournaments: the whole list (My Games keeps the waiting ones). */
export const TOURNAMENTS_QUERY_KEY = ['/api/tournaments'] as const;

export const getTournaments = async () => (await api.get<Tournament[] | null>('/api/tournaments')) ?? [];

export const getTournamentsQueryOptions = () =>
  queryOptions({ queryKey: TOURNAMENTS_QUERY_KEY, queryFn: getTournaments, staleTime: 2 * 60 * 1000 });

export const useTournaments = () => useQuery(getTournamentsQueryOptions());

/** GET /api/user/tournaments: the tournaments the signed-in player is in. */
export const USER_TOURNAMENTS_QUERY_KEY = ['/api/user/tournaments'] as const;

export const getUserTournaments = async () => (await api.get<Tournament[] | null>('/api/user/tournaments')) ?? [];

export const getUserTournamentsQueryOptions = () =>
  queryOptions({ queryKey: USER_TOURNAMENTS_QUERY_KEY, queryFn: getUserTournaments });

export const useUserTournaments = () => useQuery(getUserTournamentsQueryOptions());

/** GET /api/user/stats */
export const USER_STATS_QUERY_KEY = ['/api/user/stats'] as const;

export const getUserStats = () => api.get<UserStats>('/api/user/stats');

export const getUserStatsQueryOptions = () =>
  queryOptions({ queryKey: USER_STATS_QUERY_KEY, queryFn: getUserStats, staleTime: 5 * 60 * 1000 });

export const useUserStats = () => useQuery(getUserStatsQueryOptions());
