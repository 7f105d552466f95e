import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '@/lib/api-client';
import { getErrorStatus } from '@/lib/errors';
import { SESSION_QUERY_KEY } from '@/lib/session-query-key';
import type { User } from '@/types/api';

export interface AdminLoginInput {
  email: string;
  password: string;
}

export class NotAdminError extends Error {
  constructor() {
    super("You don't have admin privileges");
  }
}

/**
 * The normal sign-in, then a role check: a player who signs in here is signed straight out again,
 * so the admin portal never leaves a player session behind.
 */
export async function adminLogin(input: AdminLoginInput): Promise<User> {
  const user = await api.post<User>('/api/auth/login', input);
  if (user?.isAdmin) return user;
  try {
    await apiRequest('POST', '/api/auth/logout');
  } catch (error) {
    if (getErrorStatus(error) !== 401) throw error;
  }
  throw new NotAdminError();
}

export const useAdminLogin = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminLogin,
    onSuccess: (user) => queryClient.setQueryData(SESSION_QUERY_KEY, user),
    onError: (error) => {
      if (error instanceof NotAdminError) queryClient.setQueryData(SESSION_QUERY_KEY, null);
    },
  });
};
