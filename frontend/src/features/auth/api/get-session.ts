import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn } from '@/lib/api-client';
import { SESSION_QUERY_KEY } from '@/lib/session-query-key';
import type { User } from '@/types/api';

const SESSION_STALE_MS = 10 * 60 * 1000;
const SESSION_GC_MS = 15 * 60 * 1000;

/** The signed-in user, or null when the server answers 401 (signed out is not an error). */
export const getSession = getQueryFn<User>({ on401: 'returnNull' });

export const getSessionQueryOptions = () =>
  queryOptions({
    queryKey: SESSION_QUERY_KEY,
    queryFn: getSession,
    staleTime: SESSION_STALE_MS,
    gcTime: SESSION_GC_MS,
    refetchOnMount: true,
    retry: false,
  });

export const useSession = () => useQuery(getSessionQueryOptions());
