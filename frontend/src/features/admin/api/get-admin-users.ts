import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AdminPlayer } from '../types';

export const getAdminUsers = () => api.get<AdminPlayer[]>('/api/admin/users');

export const getAdminUsersQueryOptions = () => queryOptions({ queryKey: ['/api/admin/users'], queryFn: getAdminUsers });

export const useAdminUsers = () => useQuery(getAdminUsersQueryOptions());
