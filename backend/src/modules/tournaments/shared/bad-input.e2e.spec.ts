import { sharedTestApp, TestApp } from '../../../../test/test-app';
import { playingTournament, types } from './tournament.spec-helper';

/** Malformed requests to every tournament call: always a 4xx with a sentence, never a 5xx, nothing appended. */
describe('tournament calls with malformed input', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await sharedTestApp();
  });
  afterAll(() => t.close());

  const bodies: unknown[] = [
    [],
    [1, 2],
    { teamNumber: {} },
    { setScores: 'x', winningTeam: 1 },
    { setScores: [{ team1: 6 }], winningTeam: 1 },
    { reason: 42 },
    { winnerId: ['a'] },
    { name: null, entryFee: null, status: null },
    { totalFeePerPlayer: 1e21, startTime: 5, name: 7, game: 1 },
  ];

  it('answers 4xx with a message to each, and the tournament is unchanged', async () => {
    const { id, creator } = await playingTournament(t);
    const admin = await t.admin();
    const before = (await t.streamEvents(`tournament-${id}`)).length;
    const calls = [
      (b: unknown) => creator.agent.post('/api/tournaments').send(b as object),
      (b: unknown) => creator.agent.post(`/api/tournaments/${id}/join`).send(b as object),
      (b: unknown) => creator.agent.post(`/api/tournaments/${id}/result`).send(b as object),
      (b: unknown) => creator.agent.post(`/api/tournaments/${id}/result/dispute`).send(b as object),
      (b: unknown) => creator.agent.post(`/api/tournaments/${id}/cancel`).send(b as object),
      (b: unknown) => admin.post(`/api/admin/tournaments/${id}/declare-winner`).send(b as object),
    ];
    for (const call of calls) {
      for (const body of bodies) {
        const res = await call(body);
        const refused = res.status >= 400 && res.status < 500 && typeof res.body.message === 'string';
        if (!refused) throw new Error(`${res.status} ${JSON.stringify(res.body)} for ${JSON.stringify(body)}`);
      }
    }
    // An edit whose fields are all unknown or null changes nothing and answers the tournament as it is.
    for (const body of [{ teamNumber: {} }, { name: null, entryFee: null, status: null }]) {
      const res = await admin.patch(`/api/tournaments/${id}`).send(body);
      expect(res.status).toBe(200);
      expect(res.body.id).toBe(id);
    }
    expect((await admin.patch(`/api/tournaments/${id}`).send([1, 2])).status).toBe(400);
    const junk = await creator.agent
      .post(`/api/tournaments/${id}/result`)
      .set('Content-Type', 'application/json')
      .send('{"winningTeam":');
    expect(junk.status).toBe(400);
    // Nothing a malformed body said was recorded (the PATCH with only nulls changes nothing).
    expect(types(await t.streamEvents(`tournament-${id}`)).slice(before)).toEqual([]);
  });
});
