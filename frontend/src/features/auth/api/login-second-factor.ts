import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { User } from '@/types/api';

/** The second step of a sign-in: a TOTP code or a recovery code (counted by the sign-in throttle). */
export const loginSecondFactor = (code: string) => api.post<User>('/api/auth/login/second-factor', { code });

export const useLoginSecondFactor = ({
  onSuccess,
  onError,
}: { onSuccess?: (user: User) => void; onError?: (error: Error) => void } = {}) => {
  // Not cached here, as for the first step (api/login.ts): the sign-in form loads its page in full.
  return useMutation({ mutationFn: loginSecondFactor, onSuccess, onError });
};
