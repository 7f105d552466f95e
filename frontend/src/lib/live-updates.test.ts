import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { invalidateFor, useLiveUpdates } from './live-updates';

function clientWith(keys: string[][]): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  for (const key of keys) client.setQueryData(key, 'cached');
  return client;
}

const stale = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .filter((q) => q.isStale())
    .map((q) => q.queryKey.join(' '))
    .sort();

const KEYS = [
  ['/api/user/session'],
  ['/api/wallet/summary'],
  ['/api/wallet/history?page=2'],
  ['/api/notifications'],
  ['/api/tournaments', 't-1'],
  ['/api/tournaments'],
  ['/api/admin/queues'],
  ['/api/admin/withdrawals?status=pending&page=1'],
  ['/api/admin/tournaments?status=disputed'],
  ['/api/leaderboard'],
];

describe('invalidateFor', () => {
  it('a wallet event refreshes the header balance, /wallet and the bell, nothing else', async () => {
    const client = clientWith(KEYS);
    await invalidateFor(client, { kind: 'wallet', id: 'u-1' });
    expect(stale(client)).toEqual([
      '/api/notifications',
      '/api/user/session',
      '/api/wallet/history?page=2',
      '/api/wallet/summary',
    ]);
  });

  it('a tournament event refreshes the match page and the lists', async () => {
    const client = clientWith(KEYS);
    await invalidateFor(client, { kind: 'tournament', id: 't-1' });
    expect(stale(client)).toEqual([
      '/api/admin/tournaments?status=disputed',
      '/api/notifications',
      '/api/tournaments',
      '/api/tournaments t-1',
    ]);
  });

  it('admin events refresh the queues and their counts in the navigation', async () => {
    const client = clientWith(KEYS);
    await invalidateFor(client, { kind: 'admin-finance', id: 'u-1' });
    expect(stale(client)).toEqual(['/api/admin/queues', '/api/admin/withdrawals?status=pending&page=1']);
  });

  it('resync refreshes everything', async () => {
    const client = clientWith(KEYS);
    await invalidateFor(client, { kind: 'resync' });
    expect(stale(client)).toHaveLength(KEYS.length);
  });
});

class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onopen: (() => void) | null = null;
  onmessage: ((message: MessageEvent<string>) => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  close() {
    this.closed = true;
    this.readyState = FakeEventSource.CLOSED;
  }
}

describe('useLiveUpdates', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    FakeEventSource.opened = [];
  });

  function render(tournamentId: string | null, client = clientWith(KEYS)) {
    vi.stubGlobal('EventSource', FakeEventSource);
    const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
    return {
      client,
      ...renderHook(({ id }) => useLiveUpdates(true, id), { wrapper, initialProps: { id: tournamentId } }),
    };
  }

  it('follows the match page, invalidates on events and resumes from the last id', () => {
    const { client, result, rerender } = render('t-1');
    const first = FakeEventSource.opened[0];
    expect(first.url).toBe('/api/live?tournament=t-1');
    act(() => first.onopen?.());
    expect(result.current).toBe('live');
    act(() =>
      first.onmessage?.(new MessageEvent('message', { data: '{"kind":"notifications","id":"u"}', lastEventId: '7.7' })),
    );
    expect(stale(client)).toEqual(['/api/notifications']);
    rerender({ id: 't-2' });
    expect(first.closed).toBe(true);
    expect(FakeEventSource.opened[1].url).toBe('/api/live?tournament=t-2&lastEventId=7.7');
  });

  it('says it is reconnecting while down, and opens again after the browser gives up', () => {
    vi.useFakeTimers();
    const { result } = render(null);
    const first = FakeEventSource.opened[0];
    first.readyState = FakeEventSource.CLOSED;
    act(() => first.onerror?.());
    expect(result.current).toBe('reconnecting');
    act(() => {
      vi.advanceTimersByTime(2_000);
    });
    const second = FakeEventSource.opened[1];
    act(() => second.onopen?.());
    expect(result.current).toBe('live');
  });
});
