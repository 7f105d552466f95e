/**
 * GET /api/live: the server says what just changed ({ kind, id }, sent once the read models show
 * it) and this turns it into TanStack Query invalidations; the screens refetch through the normal
 * API. One EventSource per tab, opened by the layout for a signed-in user.
 */
import { useQueryClient, type Query, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';

export type LiveKind =
  | 'wallet'
  | 'account'
  | 'notifications'
  | 'tournament'
  | 'admin-finance'
  | 'admin-disputes'
  | 'resync';

export interface LiveEvent {
  kind: LiveKind;
  id?: string;
}

export type LiveStatus = 'connecting' | 'live' | 'reconnecting';

/** The query keys are API paths: each kind refreshes the queries whose path starts with one of these. */
const PATHS: Record<Exclude<LiveKind, 'resync'>, readonly string[]> = {
  // The header balance is the session's; /wallet shows the summary, the history (and its receipts) and the stats.
  wallet: [
    '/api/user/session',
    '/api/wallet/summary',
    '/api/wallet/history',
    '/api/wallet/receipts',
    '/api/user/stats',
    '/api/notifications',
  ],
  account: ['/api/user/session', '/api/user/stats'],
  notifications: ['/api/notifications'],
  // The match page (['/api/tournaments', id]), the lists, the player's games and the bell.
  tournament: [
    '/api/tournaments',
    '/api/user/tournaments',
    '/api/user/tournament-history',
    '/api/notifications',
    '/api/admin/tournaments',
  ],
  // The review queues and the counts in the admin navigation.
  'admin-finance': ['/api/admin/deposits', '/api/admin/withdrawals', '/api/admin/queues', '/api/admin/dashboard'],
  'admin-disputes': ['/api/admin/tournaments', '/api/admin/queues', '/api/admin/dashboard'],
};

/** Which cached queries an event makes stale (null: every query, after a gap the server could not replay). */
export function pathsFor(event: LiveEvent): readonly string[] | null {
  if (event.kind === 'resync') return null;
  return PATHS[event.kind] ?? [];
}

export function invalidateFor(client: QueryClient, event: LiveEvent): Promise<void> {
  const paths = pathsFor(event);
  if (paths === null) return client.invalidateQueries();
  return client.invalidateQueries({
    predicate: (query: Query) => {
      const path = query.queryKey[0];
      return (
        typeof path === 'string' &&
        paths.some((p) => path === p || path.startsWith(`${p}?`) || path.startsWith(`${p}/`))
      );
    },
  });
}

/** After the server refused or the browser gave up, try again after this (doubling up to the cap). */
const RETRY_MS = 2_000;
const MAX_RETRY_MS = 30_000;

/**
 * Keeps one stream open while `enabled` (a signed-in user), following the match page open
 * (`tournamentId`), and invalidates what each event names. The stream being down changes nothing
 * but `status`: every screen still works by ordinary requests.
 */
export function useLiveUpdates(enabled: boolean, tournamentId: string | null): LiveStatus {
  const client = useQueryClient();
  const [status, setStatus] = useState<LiveStatus>('connecting');
  // Where the last stream stopped: a new one (another match page opened) resumes from there.
  const lastEventId = useRef<string | null>(null);

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | null = null;
    let failures = 0;
    let wasDown = false;
    let stopped = false;

    const open = () => {
      const params = new URLSearchParams();
      if (tournamentId) params.set('tournament', tournamentId);
      if (lastEventId.current) params.set('lastEventId', lastEventId.current);
      const query = params.toString();
      source = new EventSource(`/api/live${query ? `?${query}` : ''}`, { withCredentials: true });
      source.onopen = () => {
        failures = 0;
        setStatus('live');
        // Whatever happened while down and was not replayed, focus-less: catch up once.
        if (wasDown) void client.invalidateQueries();
        wasDown = false;
      };
      source.onmessage = (message: MessageEvent<string>) => {
        if (message.lastEventId) lastEventId.current = message.lastEventId;
        try {
          void invalidateFor(client, JSON.parse(message.data) as LiveEvent);
        } catch {
          // Not ours to act on; the next event or a focus refetch covers it.
        }
      };
      source.onerror = () => {
        if (stopped) return;
        wasDown = true;
        setStatus('reconnecting');
        // CONNECTING: the browser retries by itself. CLOSED: it gave up (a 401, a 429): we retry.
        if (source?.readyState !== EventSource.CLOSED) return;
        source.close();
        const wait = Math.min(MAX_RETRY_MS, RETRY_MS * 2 ** failures++);
        retry = setTimeout(open, wait);
      };
    };
    open();
    return () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      source?.close();
    };
  }, [client, enabled, tournamentId]);

  return enabled ? status : 'connecting';
}
