import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApprovalsPage, ListParams } from '../types';
import { listUrl } from './list-url';

/** Four-eyes requests waiting for a second admin, oldest first. */
const url = (params: ListParams) => listUrl('/api/admin/approvals', params, { status: 'pending' });

export const getPendingApprovals = (params: ListParams) => api.get<ApprovalsPage>(url(params));

export const getPendingApprovalsQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: [url(params)],
    queryFn: () => getPendingApprovals(params),
    placeholderData: keepPreviousData,
  });

export const usePendingApprovals = (params: ListParams = { page: 1, search: '' }) =>
  useQuery(getPendingApprovalsQueryOptions(params));
