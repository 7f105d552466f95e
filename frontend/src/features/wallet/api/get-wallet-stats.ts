import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { UserStats } from '@/types/api';

/** Same key as the home dashboard's stats, so both screens share one cached answer. */
export const WALLET_STATS_QUERY_KEY = ['/api/user/stats'] as const;

export const getWalletStats = () => api.get<UserStats>('/api/user/stats');

export const getWalletStatsQueryOptions = () =>
  queryOptions({ queryKey: WALLET_STATS_QUERY_KEY, queryFn: getWalletStats, staleTime: 5 * 60 * 1000 });

export const useWalletStats = () => useQuery(getWalletStatsQueryOptions());
