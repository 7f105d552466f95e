import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { SESSION_QUERY_KEY } from '@/lib/session-query-key';
import type { ProfileUpdate, User } from '@/types/api';

export const updateProfile = (input: ProfileUpdate) => api.put<User>('/api/user/profile', input);

/** The answer is the session user; it replaces the cached session at once, then the session is refetched. */
export const useUpdateProfile = ({
  onSuccess,
  onError,
}: { onSuccess?: (user: User) => void; onError?: (error: Error) => void } = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      if (user && typeof user === 'object' && 'id' in user) queryClient.setQueryData(SESSION_QUERY_KEY, user);
      void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      onSuccess?.(user);
    },
    onError,
  });
};
