import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AppNotification } from '@/types/api';
import { NOTIFICATIONS_QUERY_KEY } from './get-notifications';

export const markNotificationRead = (id: AppNotification['id']) =>
  api.post<unknown>(`/api/notifications/${encodeURIComponent(String(id))}/read`);

/** Shown as read at once; the list is refetched after the call either way. */
export const useMarkNotificationRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onMutate: (id) => {
      queryClient.setQueryData<AppNotification[]>(NOTIFICATIONS_QUERY_KEY, (list) =>
        list?.map((n) => (n.id === id ? { ...n, isRead: true } : n)),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY }),
  });
};
