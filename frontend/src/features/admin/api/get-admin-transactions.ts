import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AdminTransactionsPage, ListParams } from '../types';
import { listUrl } from './list-url';

export const getAdminTransactions = (params: ListParams) =>
  api.get<AdminTransactionsPage>(listUrl('/api/admin/transactions', params));

export const getAdminTransactionsQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: [listUrl('/api/admin/transactions', params)],
    queryFn: () => getAdminTransactions(params),
    placeholderData: keepPreviousData,
  });

export const useAdminTransactions = (params: ListParams = { page: 1, search: '' }) =>
  useQuery(getAdminTransactionsQueryOptions(params));
