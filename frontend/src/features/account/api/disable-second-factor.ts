import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { SESSION_QUERY_KEY } from '@/lib/session-query-key';

/** Players only (current password); administrators must keep theirs and get 403. */
export const disableSecondFactor = (password: string) =>
  api.post<{ message: string }>('/api/auth/second-factor/disable', { password });

export const useDisableSecondFactor = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableSecondFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
  });
};
