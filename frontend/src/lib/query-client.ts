import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { ApiError, getQueryFn } from './api-client';

export const queryConfig = {
  queries: {
    queryFn: getQueryFn({ on401: 'throw' }),
    refetchInterval: false,
    // Nothing goes stale by time (the live stream says what changed), but a tab coming back, or
    // the network, refetches what is on screen: the stream may have been down meanwhile.
    refetchOnWindowFocus: 'always',
    refetchOnReconnect: 'always',
    staleTime: Infinity,
    retry: false,
  },
  mutations: {
    retry: false,
  },
} satisfies DefaultOptions;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryConfig });
}

/**
 * The session is gone: a 401 whose code says so (or a 401 without our error body, from a proxy).
 * A wrong password is a 401 too, but AUTH.INVALID_CREDENTIALS: the sign-in form shows that one.
 */
export function isUnauthorizedError(error: unknown): boolean {
  return (
    error instanceof ApiError && error.status === 401 && (error.code === null || error.code === 'AUTH.UNAUTHORIZED')
  );
}
