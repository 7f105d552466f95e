import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { WalletTransaction } from '@/types/api';

export const playerTransactionsQueryKey = (userId: string) => ['/api/user', userId, 'transactions'] as const;

/** Newest first; the profile reads the prizes from it. */
export const getPlayerTransactions = async (userId: string) =>
  (await api.get<WalletTransaction[] | null>(`/api/user/${encodeURIComponent(userId)}/transactions`)) ?? [];

export const getPlayerTransactionsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: playerTransactionsQueryKey(userId),
    queryFn: () => getPlayerTransactions(userId),
    staleTime: 30 * 1000,
  });

export const usePlayerTransactions = (userId: string) => useQuery(getPlayerTransactionsQueryOptions(userId));
