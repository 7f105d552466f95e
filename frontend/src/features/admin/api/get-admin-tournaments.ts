import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AdminTournamentsPage, ListParams } from '../types';
import { listUrl } from './list-url';

const url = (params: ListParams, status?: string) =>
  listUrl('/api/admin/tournaments', params, status ? { status } : {});

export const getAdminTournaments = (params: ListParams, status?: string) =>
  api.get<AdminTournamentsPage>(url(params, status));

export const getAdminTournamentsQueryOptions = (params: ListParams, status?: string) =>
  queryOptions({
    queryKey: [url(params, status)],
    queryFn: () => getAdminTournaments(params, status),
    placeholderData: keepPreviousData,
  });

export const useAdminTournaments = (params: ListParams = { page: 1, search: '' }, status?: string) =>
  useQuery(getAdminTournamentsQueryOptions(params, status));
