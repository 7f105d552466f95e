import type { paths } from '@/api/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { SESSION_QUERY_KEY } from '@/lib/session-query-key';
import type { User } from '@/types/api';

export type LoginInput = NonNullable<paths['/api/auth/login']['post']['requestBody']>['content']['application/json'];

export const login = (input: LoginInput) => api.post<User>('/api/auth/login', input);

export const useLogin = ({
  onSuccess,
  onError,
}: { onSuccess?: (user: User) => void; onError?: (error: Error) => void } = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      queryClient.setQueryData(SESSION_QUERY_KEY, user);
      onSuccess?.(user);
    },
    onError,
  });
};
