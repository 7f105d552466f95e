import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { SESSION_QUERY_KEY } from '@/lib/session-query-key';

/** The "this was not me" link mailed to the old address: cancels or undoes, and signs out everywhere. */
export const cancelEmailChange = (token: string) => api.post<{ message: string }>('/api/user/email/cancel', { token });

export const useCancelEmailChange = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelEmailChange,
    // Every session of the account ended, this browser's too: it is signed out now.
    onSuccess: () => queryClient.setQueryData(SESSION_QUERY_KEY, null),
  });
};
