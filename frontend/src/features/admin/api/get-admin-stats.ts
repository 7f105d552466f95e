import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AdminStats } from '../types';

export const getAdminStats = () => api.get<AdminStats>('/api/admin/stats');

export const getAdminStatsQueryOptions = () => queryOptions({ queryKey: ['/api/admin/stats'], queryFn: getAdminStats });

export const useAdminStats = () => useQuery(getAdminStatsQueryOptions());
