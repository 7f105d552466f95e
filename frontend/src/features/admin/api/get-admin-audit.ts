import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AuditPage, ListParams } from '../types';
import { listUrl } from './list-url';

export const getAdminAudit = (params: ListParams) => api.get<AuditPage>(listUrl('/api/admin/audit', params));

export const getAdminAuditQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: [listUrl('/api/admin/audit', params)],
    queryFn: () => getAdminAudit(params),
    placeholderData: keepPreviousData,
  });

export const useAdminAudit = (params: ListParams) => useQuery(getAdminAuditQueryOptions(params));
