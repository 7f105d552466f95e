import { sharedTestApp, TestApp } from '../../../../test/test-app';
import { balanceOf, createTournament, fundedPlayer, join, types } from '../shared/tournament.spec-helper';

/**
 * The race for the last slot is decided on the tournament stream (expected revision), before any
 * money moves: of 8 funded players, exactly one gets it and the other 7 are never charged.
 */
describe('8 players racing for the last slot', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await sharedTestApp();
  });
  afterAll(() => t.close());

  it.each([
    ['the same named slot', { teamNumber: 2, position: 2 }],
    ['the first free slot', {}],
  ])('gives %s to exactly one; the others get 409 and no escrow', async (_label, body) => {
    const creator = await fundedPlayer(t);
    const id = await createTournament(t, creator);
    await join(await fundedPlayer(t), id, 1, 2);
    await join(await fundedPlayer(t), id, 2, 1);
    const racers = await Promise.all(Array.from({ length: 8 }, () => fundedPlayer(t, '50.00')));
    const answers = await Promise.all(racers.map((r) => r.agent.post(`/api/tournaments/${id}/join`).send(body)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(7);
    const winner = racers[statuses.indexOf(200)];
    for (const [index, racer] of racers.entries()) {
      const escrows = types(await t.streamEvents(`wallet-${racer.id}`)).filter((type) => type === 'EntryFeeEscrowed');
      expect(escrows).toHaveLength(racer === winner ? 1 : 0);
      expect(await balanceOf(racer)).toBe(racer === winner ? '40.00' : '50.00');
      if (racer !== winner) expect(answers[index].body.code).toMatch(/^TOURNAMENT\.(SLOT_TAKEN|FULL)$/);
    }
    const detail = (await creator.agent.get(`/api/tournaments/${id}`)).body;
    expect(detail.currentPlayers).toBe(4);
    expect(
      detail.participants.find((p: { teamNumber: number; position: number }) => p.teamNumber === 2 && p.position === 2)
        .userId,
    ).toBe(winner.id);
    expect(types(await t.streamEvents(`tournament-${id}`)).filter((type) => type === 'SlotReserved')).toHaveLength(4);
    const verify = await (await t.admin()).get('/api/admin/ledger/verify');
    expect(verify.body).toMatchObject({ ok: true, differences: [] });
  });
});
