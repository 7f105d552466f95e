import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getErrorStatus } from '@/lib/errors';
import { SESSION_QUERY_KEY } from '@/lib/session-query-key';

/** The answer is not read. A 401 means the server session is already gone, which is the goal. */
export const logout = async (): Promise<void> => {
  try {
    await apiRequest('POST', '/api/auth/logout');
  } catch (error) {
    if (getErrorStatus(error) !== 401) throw error;
  }
};

export const useLogout = ({
  onSuccess,
  onError,
}: { onSuccess?: () => void; onError?: (error: Error) => void } = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      // Signed out first, so the route set has flipped by the time anything navigates.
      queryClient.setQueryData(SESSION_QUERY_KEY, null);
      // Another account may sign in next on this browser: drop everything the last one could see.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
      onSuccess?.();
    },
    onError,
  });
};
