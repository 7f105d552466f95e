import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AdminQueues } from '../types';

export const getAdminQueues = () => api.get<AdminQueues>('/api/admin/queues');

export const getAdminQueuesQueryOptions = () =>
  queryOptions({ queryKey: ['/api/admin/queues'], queryFn: getAdminQueues });

export const useAdminQueues = () => useQuery(getAdminQueuesQueryOptions());
