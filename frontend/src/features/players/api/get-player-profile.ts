import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { PlayerProfile } from '@/types/api';

/** ['/api/players', id] -> GET /api/players/{id} (following or unfollowing refreshes every key under '/api/players'). */
export const playerProfileQueryKey = (playerId: string) => ['/api/players', playerId] as const;

export const getPlayerProfile = (playerId: string) =>
  api.get<PlayerProfile>(`/api/players/${encodeURIComponent(playerId)}`);

export const getPlayerProfileQueryOptions = (playerId: string) =>
  queryOptions({
    queryKey: playerProfileQueryKey(playerId),
    queryFn: () => getPlayerProfile(playerId),
    staleTime: 60 * 1000,
  });

export const usePlayerProfile = (playerId: string) => useQuery(getPlayerProfileQueryOptions(playerId));
