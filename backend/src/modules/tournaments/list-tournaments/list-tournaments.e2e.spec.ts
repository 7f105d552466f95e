import { startTestApp, TestApp } from '../../../../test/test-app';
import { createTournament, fundedPlayer, join, startsIn } from '../shared/tournament.spec-helper';

describe('GET tournaments', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it("lists every tournament newest start first, filters by status, and lists a user's own", async () => {
    const alice = await fundedPlayer(t);
    const bob = await fundedPlayer(t);
    const soon = await createTournament(t, alice, { name: 'Soon', startTime: startsIn(t, 2) });
    const later = await createTournament(t, bob, { name: 'Later', startTime: startsIn(t, 48) });
    const cancelled = await createTournament(t, alice, { name: 'Off', startTime: startsIn(t, 24) });
    await alice.agent.post(`/api/tournaments/${cancelled}/cancel`).send({}).expect(200);
    await join(alice, later, 2, 1);

    const all = (await alice.agent.get('/api/tournaments')).body as Array<{ id: string }>;
    expect(all.map((x) => x.id)).toEqual([later, cancelled, soon]);
    const waiting = (await alice.agent.get('/api/tournaments?status=waiting')).body as Array<{
      id: string;
      status: string;
    }>;
    expect(waiting.map((x) => x.id)).toEqual([later, soon]);
    expect((await alice.agent.get('/api/tournaments?status=cancelled')).body.map((x: { id: string }) => x.id)).toEqual([
      cancelled,
    ]);
    const bad = await alice.agent.get('/api/tournaments?status=finished');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Unknown status "finished": use waiting, in_progress, completed or cancelled.');

    expect((await alice.agent.get('/api/user/tournaments')).body.map((x: { id: string }) => x.id)).toEqual([
      later,
      cancelled,
      soon,
    ]);
    expect((await bob.agent.get('/api/user/tournaments')).body.map((x: { id: string }) => x.id)).toEqual([later]);
    expect((await bob.agent.get(`/api/user/${alice.id}/tournaments`)).body.map((x: { id: string }) => x.id)).toEqual([
      later,
      cancelled,
      soon,
    ]);
    expect((await bob.agent.get('/api/user/tournament-history')).body).toEqual([]);
  });

  it('answers 404 for an unknown tournament and 401 when signed out', async () => {
    const player = await fundedPlayer(t);
    const res = await player.agent.get('/api/tournaments/nope');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('TOURNAMENT.NOT_FOUND');
    expect(res.body.message).toBe('No such tournament.');
    expect((await t.agent().get('/api/tournaments')).status).toBe(401);
  });
});
