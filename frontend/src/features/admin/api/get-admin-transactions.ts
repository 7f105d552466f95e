import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AdminTransactionsPage, ListParams, TransactionFilters } from '../types';
import { listUrl } from './list-url';
import { NO_FILTERS, filterParams } from './transaction-filters';

const url = (params: ListParams, filters: TransactionFilters) =>
  listUrl('/api/admin/transactions', params, filterParams(filters));

export const getAdminTransactions = (params: ListParams, filters: TransactionFilters = NO_FILTERS) =>
  api.get<AdminTransactionsPage>(url(params, filters));

export const getAdminTransactionsQueryOptions = (params: ListParams, filters: TransactionFilters = NO_FILTERS) =>
  queryOptions({
    queryKey: [url(params, filters)],
    queryFn: () => getAdminTransactions(params, filters),
    placeholderData: keepPreviousData,
  });

export const useAdminTransactions = (
  params: ListParams = { page: 1, search: '' },
  filters: TransactionFilters = NO_FILTERS,
) => useQuery(getAdminTransactionsQueryOptions(params, filters));
