import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { UserStats } from '@/types/api';

/** ['/api/user', id, 'stats'] -> GET /api/user/{id}/stats */
export const playerStatsQueryKey = (userId: string) => ['/api/user', userId, 'stats'] as const;

export const getPlayerStats = (userId: string) => api.get<UserStats>(`/api/user/${encodeURIComponent(userId)}/stats`);

export const getPlayerStatsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: playerStatsQueryKey(userId),
    queryFn: () => getPlayerStats(userId),
    staleTime: 5 * 60 * 1000,
  });

export const usePlayerStats = (userId: string) => useQuery(getPlayerStatsQueryOptions(userId));
