import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { LiveNotice, liveNotices, payloads } from '../../projections/live/live-notices';
import { RecordedEvent, parsePositionId } from '../../event-store/event-store.port';
import { hashSession } from '../../infrastructure/http/cached-session.store';
import { LiveStreams, MAX_UNSENT_BYTES } from './live-streams';

/** A response that records what was written, and can pretend its client stopped reading. */
class FakeResponse extends EventEmitter {
  written = '';
  writableLength = 0;
  destroyed = false;
  writableEnded = false;
  write(text: string): boolean {
    this.written += text;
    return true;
  }
  end(): void {
    this.writableEnded = true;
    this.emit('close');
  }
  destroy(): void {
    this.destroyed = true;
    this.emit('close');
  }
  ids(): string[] {
    return [...this.written.matchAll(/^id: (.+)$/gm)].map((m) => m[1]);
  }
}

const open = (streams: LiveStreams, owner: Partial<Parameters<LiveStreams['open']>[1]>, lastEventId?: string) => {
  const res = new FakeResponse();
  streams.open(
    res as unknown as ServerResponse,
    { userId: 'alice', sessionId: 's-alice', isAdmin: false, tournament: null, ...owner },
    lastEventId,
  );
  return res;
};

const wallet = (p: string, user: string): LiveNotice => ({ p, k: 'wallet', i: user, u: [user] });

describe('LiveStreams', () => {
  it('routes by user, open match page and admin role', () => {
    const streams = new LiveStreams();
    streams.listening({ commit: 0n, prepare: 0n });
    const alice = open(streams, {});
    const bruno = open(streams, { userId: 'bruno', sessionId: 's-bruno', tournament: 't-1' });
    const admin = open(streams, { userId: 'root', sessionId: 's-root', isAdmin: true });
    streams.received([
      wallet('1.1', 'alice'),
      { p: '2.2', k: 'tournament', i: 't-1', t: 't-1', u: ['carmen'] },
      { p: '3.3', k: 'admin-finance', i: 'alice', a: 1 },
    ]);
    expect(alice.ids()).toEqual(['1.1']);
    expect(bruno.ids()).toEqual(['2.2']);
    expect(admin.ids()).toEqual(['3.3']);
    expect(alice.written).toContain('data: {"kind":"wallet","id":"alice"}');
  });

  it('replays what a resuming client missed, and asks for a resync when it cannot vouch for the gap', () => {
    const streams = new LiveStreams();
    expect(open(streams, {}, '1.1').written).toContain('"kind":"resync"'); // not listening yet
    streams.listening({ commit: 5n, prepare: 5n });
    streams.received([wallet('6.6', 'alice'), wallet('7.7', 'bruno'), wallet('8.8', 'alice')]);
    expect(open(streams, {}, '6.6').ids()).toEqual(['8.8']);
    expect(open(streams, {}, '4.4').written).toContain('"kind":"resync"'); // before this instance listened
    expect(open(streams, {}).ids()).toEqual([]); // a fresh page fetches everything anyway
  });

  it('drops a client that stopped reading instead of buffering for it', () => {
    const streams = new LiveStreams();
    streams.listening({ commit: 0n, prepare: 0n });
    const slow = open(streams, {});
    slow.writableLength = MAX_UNSENT_BYTES + 1;
    streams.received([wallet('1.1', 'alice')]);
    expect(slow.destroyed).toBe(true);
    expect(streams.countOf('alice')).toBe(0);
  });

  it('closes the streams of an ended session, or of every session of a user but one', () => {
    const streams = new LiveStreams();
    const first = open(streams, { sessionId: 's1' });
    const second = open(streams, { sessionId: 's2' });
    const third = open(streams, { sessionId: 's3' });
    streams.endSessions({ k: 'sessions-ended', s: [hashSession('s1')] });
    expect([first.writableEnded, second.writableEnded, third.writableEnded]).toEqual([true, false, false]);
    streams.endSessions({ k: 'sessions-ended', user: { id: 'alice', except: hashSession('s3') } });
    expect([second.writableEnded, third.writableEnded]).toEqual([true, false]);
  });
});

describe('live notices', () => {
  const event = (streamName: string, type: string, data: unknown = {}): RecordedEvent => ({
    id: 'e',
    streamName,
    type,
    data,
    metadata: {},
    revision: 0,
    globalPosition: '9',
    position: { commit: 8n, prepare: 9n },
    recordedAt: new Date(),
  });

  it('tells only the owner of a wallet, and admins of the review queues', () => {
    const notices = liveNotices(event('wallet-u1', 'WithdrawalRequested'));
    expect(notices).toEqual([
      { p: '8.9', k: 'wallet', i: 'u1', u: ['u1'] },
      { p: '8.9', k: 'notifications', i: 'u1', u: ['u1'] },
      { p: '8.9', k: 'admin-finance', i: 'u1', a: 1 },
    ]);
    expect(liveNotices(event('platform-fees', 'PlatformFeeMirrored'))).toEqual([]);
    expect(liveNotices(event('tournament-t-1', 'ResultDisputed')).map((n) => n.k)).toEqual([
      'tournament',
      'admin-disputes',
    ]);
  });

  it('splits announcements into NOTIFY payloads under the size limit, and reads positions back', () => {
    const many = Array.from({ length: 500 }, (_, i) => wallet(`1.${i}`, `user-${i}`));
    const chunks = payloads(many);
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) expect(Buffer.byteLength(chunk)).toBeLessThan(8_000);
    expect(chunks.flatMap((c) => JSON.parse(c) as LiveNotice[])).toEqual(many);
    expect(parsePositionId('12.34')).toEqual({ commit: 12n, prepare: 34n });
    expect(parsePositionId('12;DROP')).toBeNull();
  });
});
