import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { LeaderboardEntry } from '@/types/api';

export const LEADERBOARD_QUERY_KEY = ['/api/leaderboard'] as const;

/** Ranked by earnings, then wins. */
export const getLeaderboard = async () => (await api.get<LeaderboardEntry[] | null>('/api/leaderboard')) ?? [];

export const getLeaderboardQueryOptions = () =>
  queryOptions({
    queryKey: LEADERBOARD_QUERY_KEY,
    queryFn: getLeaderboard,
    staleTime: 60 * 1000,
  });

export const useLeaderboard = () => useQuery(getLeaderboardQueryOptions());
