import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { SESSION_QUERY_KEY } from '@/lib/session-query-key';
import type { User } from '@/types/api';

/** The second step of a sign-in: a TOTP code or a recovery code (counted by the sign-in throttle). */
export const loginSecondFactor = (code: string) => api.post<User>('/api/auth/login/second-factor', { code });

export const useLoginSecondFactor = ({
  onSuccess,
  onError,
}: { onSuccess?: (user: User) => void; onError?: (error: Error) => void } = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: loginSecondFactor,
    onSuccess: (user) => {
      queryClient.setQueryData(SESSION_QUERY_KEY, user);
      onSuccess?.(user);
    },
    onError,
  });
};
