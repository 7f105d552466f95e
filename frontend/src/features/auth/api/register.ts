import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { SESSION_QUERY_KEY } from '@/lib/session-query-key';
import type { User } from '@/types/api';

export interface RegisterInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export const register = (input: RegisterInput) => api.post<User>('/api/auth/register', input);

export const useRegister = ({
  onSuccess,
  onError,
}: { onSuccess?: (user: User) => void; onError?: (error: Error) => void } = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => {
      queryClient.setQueryData(SESSION_QUERY_KEY, user);
      onSuccess?.(user);
    },
    onError,
  });
};
