import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { getQueryFn } from './api-client';

export const queryConfig = {
  queries: {
    queryFn: getQueryFn({ on401: 'throw' }),
    refetchInterval: false,
    refetchOnWindowFocus: false,
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
 * "401: ..." plus the word Unauthorized. The server sends `401: {"message":"Unauthorized",...}`,
 * so the check looks at the whole message, case-insensitively, and accepts the British spelling.
 */
export function isUnauthorizedError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const message = error.message.trimStart();
  return message.startsWith('401:') && /unauthori[sz]ed/i.test(message);
}
