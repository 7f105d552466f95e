import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AppNotification } from '@/types/api';
import { NOTIFICATIONS_QUERY_KEY } from './get-notifications';

export const markAllNotificationsRead = () => api.post<unknown>('/api/notifications/read-all');

export const useMarkAllNotificationsRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onMutate: () => {
      queryClient.setQueryData<AppNotification[]>(NOTIFICATIONS_QUERY_KEY, (list) =>
        list?.map((n) => ({ ...n, isRead: true })),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY }),
  });
};
