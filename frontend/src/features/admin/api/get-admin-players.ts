import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AdminPlayer } from '../types';

export const getAdminPlayers = () =>
  api.get<{ total: number; players: AdminPlayer[] }>('/api/admin/players?page=1&limit=50');

export const getAdminPlayersQueryOptions = () =>
  queryOptions({ queryKey: ['/api/admin/players?page=1&limit=50'], queryFn: getAdminPlayers });

export const useAdminPlayers = () => useQuery(getAdminPlayersQueryOptions());
