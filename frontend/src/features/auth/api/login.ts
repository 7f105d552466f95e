import type { paths } from '@/api/schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { LoginAnswer } from '@/types/api';

export type LoginInput = NonNullable<paths['/api/auth/login']['post']['requestBody']>['content']['application/json'];

/** The user, or `{ secondFactorRequired: true }`: then the session is half signed in until the code. */
export const login = (input: LoginInput) => api.post<LoginAnswer>('/api/auth/login', input);

export const useLogin = ({
  onSuccess,
  onError,
}: { onSuccess?: (answer: LoginAnswer) => void; onError?: (error: Error) => void } = {}) => {
  // The session is not put in the cache here: the sign-in form loads the page it returns to in full
  // (every screen starts from the new session). Caching it first made the router navigate on its
  // own, and the full load then arrived in the middle of whatever came next.
  return useMutation({ mutationFn: login, onSuccess, onError });
};
