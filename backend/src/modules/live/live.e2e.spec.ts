import { AddressInfo } from 'node:net';
import { startTestApp, TestApp } from '../../../test/test-app';
import { LiveClient } from '../../scripts/bench/live-client';
import { MAX_STREAMS_PER_USER } from './live-streams';

describe('GET /api/live', () => {
  let t: TestApp;
  let base: string;
  const opened: LiveClient[] = [];

  beforeAll(async () => {
    t = await startTestApp();
    const server = t.running.app.getHttpServer() as import('node:http').Server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterEach(() => {
    for (const client of opened.splice(0)) client.close();
  });
  afterAll(() => t.close());

  /** A new player, signed in with a cookie of their own (as a browser would be). */
  async function player(): Promise<{ id: string; cookie: string }> {
    const { user, password } = await t.signUp();
    const res = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password }),
    });
    if (res.status !== 200) throw new Error(`login failed: ${res.status}`);
    return { id: user.id, cookie: res.headers.get('set-cookie')!.split(';')[0] };
  }

  async function listen(cookie: string, options: { query?: string; lastEventId?: string } = {}): Promise<LiveClient> {
    const client = await LiveClient.open(base, cookie, options);
    opened.push(client);
    return client;
  }

  async function credit(userId: string, amount = '5.00'): Promise<void> {
    const admin = await t.admin();
    const res = await admin
      .post(`/api/admin/users/${userId}/balance-adjustments`)
      .send({ amount, reason: 'Live spec credit' });
    expect(res.status).toBe(201);
  }

  it('is a proxy-safe event stream for signed-in users only', async () => {
    expect((await fetch(`${base}/api/live`)).status).toBe(401);
    const alice = await player();
    const stream = await listen(alice.cookie);
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(stream.headers['cache-control']).toContain('no-transform');
    expect(stream.headers['x-accel-buffering']).toBe('no');
  });

  it('tells a player of their own wallet, after the read model shows it, and never of another player’s', async () => {
    const alice = await player();
    const bruno = await player();
    const aliceHears = await listen(alice.cookie);
    const brunoHears = await listen(bruno.cookie);

    await credit(alice.id, '7.00');
    const event = await aliceHears.waitFor((e) => e.kind === 'wallet' && e.subject === alice.id);
    expect(event.id).toMatch(/^-?\d+\.-?\d+$/);
    // Sent once the read models applied it: a refetch (on any instance) sees the new balance.
    const session = await fetch(`${base}/api/user/session`, { headers: { cookie: alice.cookie } });
    expect(((await session.json()) as { balance: string }).balance).toBe('7.00');

    // Bruno's own change comes after Alice's in the log: by the time he hears his, he would have heard hers.
    await credit(bruno.id);
    await brunoHears.waitFor((e) => e.kind === 'wallet' && e.subject === bruno.id);
    expect(brunoHears.events.filter((e) => e.subject === alice.id)).toEqual([]);
    expect(aliceHears.events.filter((e) => e.subject === bruno.id)).toEqual([]);
  });

  it('resumes after Last-Event-ID without losing anything', async () => {
    const alice = await player();
    const first = await listen(alice.cookie);
    await credit(alice.id, '1.00');
    const seen = await first.waitFor((e) => e.kind === 'wallet');
    first.close();

    await credit(alice.id, '2.00');
    await credit(alice.id, '3.00');
    const resumed = await listen(alice.cookie, { lastEventId: seen.id });
    const missed = await resumed.waitFor((e) => e.kind === 'wallet' && e.id !== seen.id);
    await resumed.waitFor((e) => e.kind === 'wallet' && e.id !== seen.id && e.id !== missed.id);
    const walletIds = resumed.events.filter((e) => e.kind === 'wallet').map((e) => e.id);
    expect(walletIds).toHaveLength(2);
    expect(walletIds).not.toContain(seen.id);
    expect(resumed.events.some((e) => e.kind === 'resync')).toBe(false);

    // A resume point this instance cannot vouch for asks the client to refetch everything.
    const unknown = await listen(alice.cookie, { lastEventId: 'not-a-position' });
    await unknown.waitFor((e) => e.kind === 'resync');
  });

  it('closes the stream when its session signs out', async () => {
    const alice = await player();
    const stream = await listen(alice.cookie);
    const res = await fetch(`${base}/api/auth/logout`, { method: 'POST', headers: { cookie: alice.cookie } });
    expect(res.status).toBe(200);
    await stream.waitForClose();
    expect((await LiveClient.open(base, alice.cookie)).status).toBe(401);
  });

  it('tells a match page’s viewer and the match’s players when a slot fills', async () => {
    const creator = await player();
    const viewer = await player();
    const joiner = await player();
    await credit(creator.id, '50.00');
    await credit(joiner.id, '50.00');
    const created = await fetch(`${base}/api/tournaments`, {
      method: 'POST',
      headers: { cookie: creator.cookie, 'content-type': 'application/json', 'idempotency-key': `c-${creator.id}` },
      body: JSON.stringify({
        name: 'Live doubles',
        game: 'padel',
        location: 'Club Norte',
        totalFeePerPlayer: '10.00',
        maxPlayers: 4,
        startTime: t.clock.iso(24 * 60 * 60 * 1000),
      }),
    });
    expect(created.status).toBe(201);
    const tournamentId = ((await created.json()) as { id: string }).id;
    const creatorHears = await listen(creator.cookie);
    const viewerHears = await listen(viewer.cookie, { query: `?tournament=${tournamentId}` });
    const bystander = await listen(viewer.cookie);

    const joined = await fetch(`${base}/api/tournaments/${tournamentId}/join`, {
      method: 'POST',
      headers: { cookie: joiner.cookie, 'content-type': 'application/json', 'idempotency-key': `j-${joiner.id}` },
      body: JSON.stringify({ teamNumber: 2, position: 1 }),
    });
    expect(joined.status).toBe(200);
    await viewerHears.waitFor((e) => e.kind === 'tournament' && e.subject === tournamentId);
    await creatorHears.waitFor((e) => e.kind === 'tournament' && e.subject === tournamentId);
    // The viewer's other tab, without the match open, is not told (it holds no slot there).
    await credit(viewer.id);
    await bystander.waitFor((e) => e.kind === 'wallet');
    expect(bystander.events.filter((e) => e.kind === 'tournament')).toEqual([]);

    expect((await listen(viewer.cookie, { query: '?tournament=no-such-match' })).status).toBe(404);
  });

  it('caps the streams one user may hold open', async () => {
    const alice = await player();
    for (let i = 0; i < MAX_STREAMS_PER_USER; i++) expect((await listen(alice.cookie)).status).toBe(200);
    const refused = await listen(alice.cookie);
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body)).toMatchObject({ code: 'LIVE.TOO_MANY_STREAMS' });
  });
});
