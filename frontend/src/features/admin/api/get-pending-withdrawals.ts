import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ListParams, PendingWithdrawalsPage } from '../types';
import { listUrl } from './list-url';

/** Finance's queue, oldest first. */
const url = (params: ListParams) => listUrl('/api/admin/withdrawals', params, { status: 'pending' });

export const getPendingWithdrawals = (params: ListParams) => api.get<PendingWithdrawalsPage>(url(params));

export const getPendingWithdrawalsQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: [url(params)],
    queryFn: () => getPendingWithdrawals(params),
    placeholderData: keepPreviousData,
  });

export const usePendingWithdrawals = (params: ListParams = { page: 1, search: '' }) =>
  useQuery(getPendingWithdrawalsQueryOptions(params));
