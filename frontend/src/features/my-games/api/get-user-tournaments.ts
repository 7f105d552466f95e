import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Tournament } from '@/types/api';

export const USER_TOURNAMENTS_QUERY_KEY = ['/api/user/tournaments'] as const;

export const getUserTournaments = async () => (await api.get<Tournament[] | null>('/api/user/tournaments')) ?? [];

export const getUserTournamentsQueryOptions = () =>
  queryOptions({
    queryKey: USER_TOURNAMENTS_QUERY_KEY,
    queryFn: getUserTournaments,
  });

export const useUserTournaments = () => useQuery(getUserTournamentsQueryOptions());
