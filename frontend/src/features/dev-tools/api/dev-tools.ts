import type { components } from '@/api/schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, getQueryFn } from '@/lib/api-client';
import { SESSION_QUERY_KEY } from '@/lib/session-query-key';
import type { User } from '@/types/api';

/** GET /api/test/user: the signed-in user as the developer pages show it (null when signed out). */
export type TestUser = components['schemas']['TestUserSchema'];

export const TEST_USER_QUERY_KEY = ['/api/test/user'] as const;

export const useTestUser = () =>
  useQuery({ queryKey: TEST_USER_QUERY_KEY, queryFn: getQueryFn<TestUser>({ on401: 'returnNull' }), retry: false });

/** Signing in or out through the test endpoints changes the normal session too. */
function useRefreshAuth() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: TEST_USER_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
    ]);
}

export const useTestLogin = () => {
  const refresh = useRefreshAuth();
  return useMutation({
    mutationFn: (input: { email: string; password: string }) => api.post<User>('/api/test/login', input),
    onSuccess: () => refresh(),
  });
};

export const useTestLogout = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<components['schemas']['LogoutSchema']>('/api/test/logout'),
    onSuccess: () => {
      queryClient.setQueryData(TEST_USER_QUERY_KEY, null);
      queryClient.setQueryData(SESSION_QUERY_KEY, null);
    },
  });
};

/** POST /api/test/create-user; the form sends every field (the backend has defaults for most). */
export type CreateTestUserInput = Required<components['schemas']['CreateTestUserDto']>;

export const useCreateTestUser = () =>
  useMutation({ mutationFn: (input: CreateTestUserInput) => api.post<TestUser>('/api/test/create-user', input) });

/** The first tournament, for the "go to a tournament" action (none → the action is hidden). */
export const useFirstTournamentId = () =>
  useQuery({
    queryKey: ['/api/tournaments'],
    queryFn: async () => (await api.get<Array<{ id: string | number }> | null>('/api/tournaments')) ?? [],
    select: (list) => (list[0] ? String(list[0].id) : null),
  });
