import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AdminStats } from '../types';

export const getAdminDashboard = () => api.get<AdminStats>('/api/admin/dashboard');

export const getAdminDashboardQueryOptions = () =>
  queryOptions({ queryKey: ['/api/admin/dashboard'], queryFn: getAdminDashboard });

export const useAdminDashboard = () => useQuery(getAdminDashboardQueryOptions());
