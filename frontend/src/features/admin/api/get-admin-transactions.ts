import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AdminTransaction } from '../types';

export const getAdminTransactions = () =>
  api.get<{ total: number; transactions: AdminTransaction[] }>('/api/admin/transactions?page=1&limit=50');

export const getAdminTransactionsQueryOptions = () =>
  queryOptions({ queryKey: ['/api/admin/transactions?page=1&limit=50'], queryFn: getAdminTransactions });

export const useAdminTransactions = () => useQuery(getAdminTransactionsQueryOptions());
