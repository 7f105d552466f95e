import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '@/lib/api-client';
import { getErrorStatus } from '@/lib/errors';
import { needsSecondFactor } from '@/lib/second-factor';
import { SESSION_QUERY_KEY } from '@/lib/session-query-key';
import type { LoginAnswer, User } from '@/types/api';

export interface AdminLoginInput {
  email: string;
  password: string;
}

export class NotAdminError extends Error {
  constructor() {
    super("You don't have admin privileges");
  }
}

/** A player who signs in here is signed straight out again, so the portal never leaves a player session behind. */
async function adminOnly(user: User): Promise<User> {
  if (user.isAdmin) return user;
  try {
    await apiRequest('POST', '/api/auth/logout');
  } catch (error) {
    if (getErrorStatus(error) !== 401) throw error;
  }
  throw new NotAdminError();
}

/**
 * The normal sign-in, then a role check. An account with a second factor answers
 * `{ secondFactorRequired: true }`: the role is checked after the code (adminSecondFactor).
 */
export async function adminLogin(input: AdminLoginInput): Promise<LoginAnswer> {
  const answer = await api.post<LoginAnswer>('/api/auth/login', input);
  return needsSecondFactor(answer) ? answer : adminOnly(answer);
}

/** The second step (a TOTP or a recovery code), then the same role check. */
export async function adminSecondFactor(code: string): Promise<User> {
  return adminOnly(await api.post<User>('/api/auth/login/second-factor', { code }));
}

const onAnswer = (queryClient: ReturnType<typeof useQueryClient>) => ({
  onSuccess: (answer: LoginAnswer) => {
    if (!needsSecondFactor(answer)) queryClient.setQueryData(SESSION_QUERY_KEY, answer);
  },
  onError: (error: Error) => {
    if (error instanceof NotAdminError) queryClient.setQueryData(SESSION_QUERY_KEY, null);
  },
});

export const useAdminLogin = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: adminLogin, ...onAnswer(queryClient) });
};

export const useAdminSecondFactor = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: adminSecondFactor, ...onAnswer(queryClient) });
};
