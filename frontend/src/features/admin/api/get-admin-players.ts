import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AdminPlayersPage, ListParams } from '../types';
import { listUrl } from './list-url';

export const getAdminPlayers = (params: ListParams) => api.get<AdminPlayersPage>(listUrl('/api/admin/players', params));

export const getAdminPlayersQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: [listUrl('/api/admin/players', params)],
    queryFn: () => getAdminPlayers(params),
    placeholderData: keepPreviousData,
  });

export const useAdminPlayers = (params: ListParams = { page: 1, search: '' }) =>
  useQuery(getAdminPlayersQueryOptions(params));
