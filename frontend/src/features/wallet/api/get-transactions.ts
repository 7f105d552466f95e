import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { WalletTransaction } from '@/types/api';

export const TRANSACTIONS_QUERY_KEY = ['/api/user/transactions'] as const;
const TRANSACTIONS_STALE_MS = 30 * 1000;

export const getTransactions = () => api.get<WalletTransaction[]>('/api/user/transactions');

export const getTransactionsQueryOptions = () =>
  queryOptions({
    queryKey: TRANSACTIONS_QUERY_KEY,
    queryFn: getTransactions,
    staleTime: TRANSACTIONS_STALE_MS,
  });

export const useTransactions = () => useQuery(getTransactionsQueryOptions());
