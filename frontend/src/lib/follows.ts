import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { components } from '@/api/schema';

export type Following = components['schemas']['FollowingSchema'];
type FollowState = components['schemas']['FollowStateSchema'];

export const FOLLOWING_QUERY_KEY = ['/api/user/following'] as const;

/** The players the signed-in player follows (newest first). */
export const getFollowingQueryOptions = () =>
  queryOptions({
    queryKey: FOLLOWING_QUERY_KEY,
    queryFn: () => api.get<Following>('/api/user/following'),
    staleTime: 60 * 1000,
  });

export const useFollowing = () => useQuery(getFollowingQueryOptions());

/** The ids of the followed players (empty while loading or when the list could not be read). */
export const useFollowedIds = (): ReadonlySet<string> => {
  const following = useFollowing();
  return new Set((following.data?.players ?? []).map((p) => p.id));
};

export const changeFollow = ({ playerId, follow }: { playerId: string; follow: boolean }) => {
  const url = `/api/user/following/${encodeURIComponent(playerId)}`;
  return follow ? api.put<FollowState>(url) : api.delete<FollowState>(url);
};

export const useChangeFollow = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeFollow,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: FOLLOWING_QUERY_KEY }),
        // The player profiles (features/players) say whether I follow them.
        queryClient.invalidateQueries({ queryKey: ['/api/players'] }),
      ]),
  });
};
