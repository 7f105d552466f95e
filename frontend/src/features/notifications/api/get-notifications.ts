import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AppNotification } from '@/types/api';

export const NOTIFICATIONS_QUERY_KEY = ['/api/notifications'] as const;

/** Newest first. Fetched when the navbar mounts and again each time the list is opened; never polled. */
export const getNotifications = async () => (await api.get<AppNotification[] | null>('/api/notifications')) ?? [];

export const getNotificationsQueryOptions = () =>
  queryOptions({
    queryKey: NOTIFICATIONS_QUERY_KEY,
    queryFn: getNotifications,
  });

export const useNotifications = () => useQuery(getNotificationsQueryOptions());
