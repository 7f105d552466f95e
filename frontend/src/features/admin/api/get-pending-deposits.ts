import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ListParams, PendingDepositsPage } from '../types';
import { listUrl } from './list-url';

/** Finance's queue, oldest first. */
const url = (params: ListParams) => listUrl('/api/admin/deposits', params, { status: 'pending' });

export const getPendingDeposits = (params: ListParams) => api.get<PendingDepositsPage>(url(params));

export const getPendingDepositsQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: [url(params)],
    queryFn: () => getPendingDeposits(params),
    placeholderData: keepPreviousData,
  });

export const usePendingDeposits = (params: ListParams = { page: 1, search: '' }) =>
  useQuery(getPendingDepositsQueryOptions(params));
