import type { components } from '@/api/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { SESSION_QUERY_KEY } from '@/lib/session-query-key';
import type { User } from '@/types/api';

export type RegisterInput = components['schemas']['RegisterDto'];

/**
 * Sign-up answers 202 "check your email" whether or not the address already has an account (no
 * enumeration). Then sign in with the password just chosen: that works only for a new account, so
 * null means "the address had an account; its owner was e-mailed".
 */
export const register = async (input: RegisterInput): Promise<User | null> => {
  await api.post<{ message: string }>('/api/auth/register', input);
  try {
    return await api.post<User>('/api/auth/login', { email: input.email, password: input.password });
  } catch {
    return null;
  }
};

export const useRegister = ({
  onSuccess,
  onError,
}: { onSuccess?: (user: User | null) => void; onError?: (error: Error) => void } = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => {
      if (user) queryClient.setQueryData(SESSION_QUERY_KEY, user);
      onSuccess?.(user);
    },
    onError,
  });
};
