import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { TournamentDetail } from '@/types/api';
import { normalizeTournament } from '../utils/normalize-tournament';

/** ['/api/tournaments', id]: the list key is its prefix, so invalidating the list refreshes it too. */
export const tournamentQueryKey = (id: string | number) => ['/api/tournaments', String(id)] as const;

export const getTournament = async (id: string | number) =>
  normalizeTournament(await api.get<TournamentDetail>(`/api/tournaments/${encodeURIComponent(String(id))}`));

export const getTournamentQueryOptions = (id: string | number) =>
  queryOptions({
    queryKey: tournamentQueryKey(id),
    queryFn: () => getTournament(id),
  });

export const useTournament = (id: string | number) => useQuery(getTournamentQueryOptions(id));
