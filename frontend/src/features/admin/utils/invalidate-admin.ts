import type { QueryClient } from '@tanstack/react-query';

/** Every admin read starts with /api/admin (or is the public tournament list): refresh them all after a change. */
export const invalidateAdminData = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({
    predicate: (q) =>
      typeof q.queryKey[0] === 'string' &&
      (q.queryKey[0].startsWith('/api/admin') || q.queryKey[0] === '/api/tournaments'),
  });
