import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn } from '@/lib/api-client';
import { SESSION_QUERY_KEY } from '@/lib/session-query-key';
import type { User } from '@/types/api';

/**
 * The wallet's view of GET /api/user/session (balance, pendingBalance, e-mail). The app loads the
 * session before any signed-in screen renders, so this only reads the cache (enabled: false) and
 * re-renders when it changes; it keeps the session's own fetcher (401 -> null) so a refetch
 * triggered elsewhere behaves the same. Money mutations invalidate SESSION_QUERY_KEY.
 */
export const getWalletSession = getQueryFn<User>({ on401: 'returnNull' });

export const getWalletSessionQueryOptions = () =>
  queryOptions({
    queryKey: SESSION_QUERY_KEY,
    queryFn: getWalletSession,
    staleTime: 10 * 60 * 1000,
    gcTime: 15 * 60 * 1000,
    enabled: false,
  });

export const useWalletSession = () => useQuery(getWalletSessionQueryOptions());
