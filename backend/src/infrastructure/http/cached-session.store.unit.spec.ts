import session from 'express-session';
import { CachedSessionStore, hashSession } from './cached-session.store';

const promisify =
  <T>(fn: (cb: (err: unknown, value?: T) => void) => void) =>
  () =>
    new Promise<T | undefined>((resolve, reject) =>
      fn((err, value) =>
        err ? reject(err instanceof Error ? err : new Error('session store failed')) : resolve(value),
      ),
    );

function sessionData(userId: string): session.SessionData {
  return {
    cookie: { originalMaxAge: 60_000, expires: new Date(Date.now() + 60_000), httpOnly: true, path: '/' },
    passport: { user: userId },
  } as unknown as session.SessionData;
}

/** The real MemoryStore of express-session stands in for PostgreSQL; a counter shows what reaches it. */
function setUp(ttlMs = 5_000, capacity = 2) {
  const inner = new session.MemoryStore();
  const calls = { get: 0, touch: 0 };
  const innerGet = inner.get.bind(inner);
  inner.get = (sid, cb) => {
    calls.get++;
    innerGet(sid, cb);
  };
  const innerTouch = inner.touch.bind(inner);
  inner.touch = (sid, sess, cb) => {
    calls.touch++;
    innerTouch(sid, sess, cb);
  };
  let now = Date.now();
  const store = new CachedSessionStore(inner, { ttlMs, touchEveryMs: 60_000, capacity }, () => now);
  const get = (sid: string) => promisify<session.SessionData | null>((cb) => store.get(sid, cb))();
  const set = (sid: string, s: session.SessionData) => promisify<void>((cb) => store.set(sid, s, cb))();
  const destroy = (sid: string) => promisify<void>((cb) => store.destroy(sid, cb))();
  const touch = (sid: string, s: session.SessionData) => promisify<void>((cb) => store.touch(sid, s, cb))();
  return { store, inner, calls, get, set, destroy, touch, advance: (ms: number) => (now += ms) };
}

describe('CachedSessionStore', () => {
  it('serves a session it wrote or read from memory until the TTL passes', async () => {
    const s = setUp();
    await s.set('a', sessionData('u1'));
    expect(await s.get('a')).toMatchObject({ passport: { user: 'u1' } });
    expect(await s.get('a')).toMatchObject({ passport: { user: 'u1' } });
    expect(s.calls.get).toBe(0);
    s.advance(5_001);
    expect(await s.get('a')).toMatchObject({ passport: { user: 'u1' } });
    expect(s.calls.get).toBe(1);
  });

  it('forgets sessions ended on another instance at once, named by hash, keeping only the one excepted', async () => {
    const s = setUp(5_000, 10);
    for (const [sid, user] of [
      ['a', 'u1'],
      ['b', 'u2'],
      ['c', 'u2'],
      ['d', 'u2'],
    ] as const) {
      await s.set(sid, sessionData(user));
    }
    s.store.endedElsewhere({ sidHashes: [hashSession('a')] });
    s.store.endedElsewhere({ user: { id: 'u2', exceptHash: hashSession('c') } });
    const before = s.calls.get;
    await s.get('a');
    await s.get('b');
    await s.get('d');
    expect(s.calls.get - before).toBe(3); // each read again from PostgreSQL (which still holds them here)
    await s.get('c');
    expect(s.calls.get - before).toBe(3); // the excepted one stays cached
  });

  it('makes a logout (destroy) take effect at once in this process', async () => {
    const s = setUp();
    await s.set('a', sessionData('u1'));
    await s.destroy('a');
    expect(await s.get('a')).toBeNull();
  });

  it('shows a logout made elsewhere once the TTL has passed (the trade-off)', async () => {
    const s = setUp();
    await s.set('a', sessionData('u1'));
    await new Promise<void>((resolve) => s.inner.destroy('a', () => resolve()));
    expect(await s.get('a')).not.toBeNull();
    s.advance(5_001);
    expect(await s.get('a')).toBeNull();
  });

  it('writes a rolling expiry to the database at most once a minute', async () => {
    const s = setUp(600_000);
    await s.set('a', sessionData('u1'));
    await s.touch('a', sessionData('u1'));
    await s.touch('a', sessionData('u1'));
    expect(s.calls.touch).toBe(0);
    s.advance(60_001);
    await s.touch('a', sessionData('u1'));
    expect(s.calls.touch).toBe(1);
  });

  it('hands out copies, so a request changing its session does not change the cached one', async () => {
    const s = setUp();
    await s.set('a', sessionData('u1'));
    const first = (await s.get('a')) as unknown as { passport: { user: string } };
    first.passport.user = 'someone else';
    expect(await s.get('a')).toMatchObject({ passport: { user: 'u1' } });
  });

  it('forgets the least recently used sessions beyond its capacity', async () => {
    const s = setUp();
    await s.set('a', sessionData('u1'));
    await s.set('b', sessionData('u2'));
    await s.set('c', sessionData('u3'));
    await s.get('a');
    expect(s.calls.get).toBe(1);
  });
});
