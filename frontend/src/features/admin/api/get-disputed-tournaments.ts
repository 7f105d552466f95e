import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { DisputedTournamentsPage, ListParams } from '../types';
import { listUrl } from './list-url';

/** The disputed queue, oldest dispute first. */
const url = (params: ListParams) => listUrl('/api/admin/tournaments', params, { status: 'disputed' });

export const getDisputedTournaments = (params: ListParams) => api.get<DisputedTournamentsPage>(url(params));

export const getDisputedTournamentsQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: [url(params)],
    queryFn: () => getDisputedTournaments(params),
    placeholderData: keepPreviousData,
  });

export const useDisputedTournaments = (params: ListParams) => useQuery(getDisputedTournamentsQueryOptions(params));
