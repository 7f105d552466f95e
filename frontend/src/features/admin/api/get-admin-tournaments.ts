import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AdminTournament } from '../types';

export const getAdminTournaments = () =>
  api.get<{ total: number; tournaments: AdminTournament[] }>('/api/admin/tournaments?page=1&limit=50');

export const getAdminTournamentsQueryOptions = () =>
  queryOptions({ queryKey: ['/api/admin/tournaments?page=1&limit=50'], queryFn: getAdminTournaments });

export const useAdminTournaments = () => useQuery(getAdminTournamentsQueryOptions());
