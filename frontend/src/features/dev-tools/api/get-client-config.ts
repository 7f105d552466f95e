import type { paths } from '@/api/schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/config: what this server offers the browser app. */
export type ClientConfig = paths['/api/config']['get']['responses'][200]['content']['application/json'];

export const CLIENT_CONFIG_QUERY_KEY = ['/api/config'] as const;

export const getClientConfig = () => api.get<ClientConfig>('/api/config');

export const getClientConfigQueryOptions = () =>
  queryOptions({ queryKey: CLIENT_CONFIG_QUERY_KEY, queryFn: getClientConfig, staleTime: Infinity, retry: false });

export const useClientConfig = () => useQuery(getClientConfigQueryOptions());
