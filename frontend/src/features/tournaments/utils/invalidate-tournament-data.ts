import type { QueryClient } from '@tanstack/react-query';
import { SESSION_QUERY_KEY } from '@/lib/session-query-key';

/**
 * Everything a tournament action can change. Written as plain keys because features do not import
 * each other: ['/api/tournaments'] is a prefix of every tournament detail key too, and ['/api/user']
 * of the profile's per-user keys. The session carries the wallet balance.
 */
const KEYS_CHANGED_BY_TOURNAMENT_ACTIONS: readonly (readonly string[])[] = [
  ['/api/tournaments'],
  ['/api/user/tournaments'],
  ['/api/user/tournament-history'],
  ['/api/user/stats'],
  ['/api/wallet/history'],
  ['/api/user'],
  ['/api/leaderboard'],
  ['/api/notifications'],
  SESSION_QUERY_KEY,
];

export function invalidateTournamentData(queryClient: QueryClient): Promise<void> {
  return Promise.all(
    KEYS_CHANGED_BY_TOURNAMENT_ACTIONS.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ).then(() => undefined);
}
