import { startTestApp, TestApp } from '../../../test/test-app';
import { WriteFence } from '../event-sourcing/write-fence';
import {
  balanceOf,
  createTournament,
  fundedPlayer,
  join,
  type Player,
} from '../../modules/tournaments/shared/tournament.spec-helper';

const EVIL = 'https://evil.example';
const HOST = 'courtcash.local:3000';

/**
 * Issue 9, finding 3: a state-changing request that another site makes with the victim's cookie
 * (a "simple" text/plain POST needs no preflight) is refused with 403 and changes nothing.
 */
describe('cross-site requests (CSRF)', () => {
  let t: TestApp;
  const eventCount = async () => Number((await t.db.pool.query('SELECT count(*)::int AS n FROM events')).rows[0].n);
  /**
   * Commands answer before the process manager and the ledger mirrors have done their part, and
   * those append events of their own: count only once nothing is left in flight.
   */
  const settledEventCount = async () => {
    for (let previous = -1; ;) {
      await t.processTournaments();
      await t.running.app.get(WriteFence).reached(5000);
      const now = await eventCount();
      if (now === previous) return now;
      previous = now;
    }
  };

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  /** The forged request as a browser on evil.example sends it: cookie attached, text/plain body. */
  const forged = (player: Player, path: string, headers: Record<string, string>) =>
    player.agent.post(path).set('Host', HOST).set('Content-Type', 'text/plain').set(headers).send('{}');

  const crossSite: Array<[string, Record<string, string>]> = [
    ['Origin https://evil.example', { Origin: EVIL }],
    ['Referer https://evil.example/… and no Origin', { Referer: `${EVIL}/win-a-prize` }],
    ['Origin null (sandboxed frame)', { Origin: 'null' }],
    ['Origin of the same host on another port', { Origin: 'http://courtcash.local:4000' }],
  ];

  it.each(crossSite)('join with %s: 403 REQUEST.CROSS_ORIGIN, no event, no money moved', async (_name, headers) => {
    const creator = await fundedPlayer(t);
    const victim = await fundedPlayer(t, '25.00');
    const id = await createTournament(t, creator);
    const before = await settledEventCount();
    const res = await forged(victim, `/api/tournaments/${id}/join`, headers);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      message: expect.stringMatching(/another website/),
      code: 'REQUEST.CROSS_ORIGIN',
      statusCode: 403,
    });
    expect(await eventCount()).toBe(before);
    expect(await balanceOf(victim)).toBe('25.00');
  });

  it('leave, logout and notifications/read-all from another site: 403 each, nothing changes', async () => {
    const creator = await fundedPlayer(t);
    const victim = await fundedPlayer(t);
    const id = await createTournament(t, creator);
    await join(victim, id, 2, 1);
    const before = await settledEventCount();
    for (const path of [`/api/tournaments/${id}/leave`, '/api/auth/logout', '/api/notifications/read-all']) {
      for (const [, headers] of crossSite) {
        const res = await forged(victim, path, headers);
        expect({ path, status: res.status, code: res.body.code }).toEqual({
          path,
          status: 403,
          code: 'REQUEST.CROSS_ORIGIN',
        });
      }
    }
    expect(await eventCount()).toBe(before);
    expect((await victim.agent.get('/api/user/session')).status).toBe(200);
    const tournament = await victim.agent.get(`/api/tournaments/${id}`);
    expect(tournament.body.participants).toContainEqual(expect.objectContaining({ userId: victim.id }));
  });

  it('PUT, PATCH and DELETE are checked too; GET is not (it changes nothing)', async () => {
    const player = await fundedPlayer(t);
    for (const method of ['put', 'patch', 'delete'] as const) {
      const res = await player.agent[method]('/api/user/profile').set('Host', HOST).set('Origin', EVIL).send({});
      expect(res.status).toBe(403);
    }
    expect((await player.agent.get('/api/user/session').set('Host', HOST).set('Origin', EVIL)).status).toBe(200);
  });

  it('same-origin requests work, over http or https, by Origin or by Referer', async () => {
    const creator = await fundedPlayer(t);
    const id = await createTournament(t, creator);
    const a = await fundedPlayer(t);
    const b = await fundedPlayer(t);
    const viaOrigin = await a.agent
      .post(`/api/tournaments/${id}/join`)
      .set('Host', HOST)
      .set('Origin', `http://${HOST}`)
      .send({ teamNumber: 1, position: 2 });
    expect(viaOrigin.status).toBe(200);
    const viaReferer = await b.agent
      .post(`/api/tournaments/${id}/join`)
      .set('Host', HOST)
      .set('Referer', `https://${HOST}/tournaments/${id}`)
      .send({ teamNumber: 2, position: 1 });
    expect(viaReferer.status).toBe(200);
    expect(await balanceOf(b)).toBe('90.00');
    const logout = await a.agent.post('/api/auth/logout').set('Host', HOST).set('Origin', `https://${HOST}`);
    expect(logout.status).toBe(200);
  });

  it('requests with neither Origin nor Referer (API clients, webhooks, scripts) keep working', async () => {
    const creator = await fundedPlayer(t);
    const id = await createTournament(t, creator);
    const player = await fundedPlayer(t);
    expect((await player.agent.post(`/api/tournaments/${id}/join`).send({})).status).toBe(200);
    // The Stripe webhook sends no Origin: it is refused for its signature, never as cross-site.
    const webhook = await t.agent().post('/api/webhooks/stripe').send({});
    expect(webhook.body.code).not.toBe('REQUEST.CROSS_ORIGIN');
  });
});
