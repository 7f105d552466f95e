import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ListParams, SupportMessagesPage } from '../types';
import { listUrl } from './list-url';

/** Open messages first, oldest first. */
export const getSupportMessages = (params: ListParams) =>
  api.get<SupportMessagesPage>(listUrl('/api/admin/support/messages', params));

export const getSupportMessagesQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: [listUrl('/api/admin/support/messages', params)],
    queryFn: () => getSupportMessages(params),
    placeholderData: keepPreviousData,
  });

export const useSupportMessages = (params: ListParams) => useQuery(getSupportMessagesQueryOptions(params));
