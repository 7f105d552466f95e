import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { UserStats } from '@/types/api';

export const USER_STATS_QUERY_KEY = ['/api/user/stats'] as const;

export const getUserStats = () => api.get<UserStats>('/api/user/stats');

export const getUserStatsQueryOptions = () =>
  queryOptions({
    queryKey: USER_STATS_QUERY_KEY,
    queryFn: getUserStats,
    staleTime: 5 * 60 * 1000,
  });

export const useUserStats = () => useQuery(getUserStatsQueryOptions());
