import type { paths } from '@/api/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { needsSecondFactor } from '@/lib/second-factor';
import { SESSION_QUERY_KEY } from '@/lib/session-query-key';
import type { LoginAnswer } from '@/types/api';

export type LoginInput = NonNullable<paths['/api/auth/login']['post']['requestBody']>['content']['application/json'];

/** The user, or `{ secondFactorRequired: true }`: then the session is half signed in until the code. */
export const login = (input: LoginInput) => api.post<LoginAnswer>('/api/auth/login', input);

export const useLogin = ({
  onSuccess,
  onError,
}: { onSuccess?: (answer: LoginAnswer) => void; onError?: (error: Error) => void } = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (answer) => {
      if (!needsSecondFactor(answer)) queryClient.setQueryData(SESSION_QUERY_KEY, answer);
      onSuccess?.(answer);
    },
    onError,
  });
};
