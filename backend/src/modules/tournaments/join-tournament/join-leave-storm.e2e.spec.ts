import { sharedTestApp, TestApp } from '../../../../test/test-app';
import { balanceOf, createTournament, fundedPlayer, types } from '../shared/tournament.spec-helper';

/**
 * Issue 22, point 8: 10 players each send a join and a leave at the same moment. A join that does
 * not answer 200 never moved money: no escrow in its wallet's history (before the fix, a leave
 * could give up the slot while its join was paying, and that join took the fee, refunded it and
 * answered 409). A leave that reaches a slot still being paid for is refused with a sentence.
 */
describe('a storm of joins and leaves', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await sharedTestApp();
  });
  afterAll(() => t.close());

  it('never moves money for a join it refuses, and every answer matches the history', async () => {
    const creator = await fundedPlayer(t);
    const id = await createTournament(t, creator);
    const players = await Promise.all(Array.from({ length: 10 }, () => fundedPlayer(t, '50.00')));
    const answers = await Promise.all(
      players.map(async (player) => {
        const [join, leave] = await Promise.all([
          player.agent.post(`/api/tournaments/${id}/join`).send({}),
          player.agent.post(`/api/tournaments/${id}/leave`).send({}),
        ]);
        return { player, join, leave };
      }),
    );
    for (const { player, join, leave } of answers) {
      const history = types(await t.streamEvents(`wallet-${player.id}`));
      const escrowed = history.filter((type) => type === 'EntryFeeEscrowed').length;
      const refunded = history.filter((type) => type === 'EntryFeeRefunded').length;
      const label = { join: join.status, leave: leave.status, code: join.body.code as unknown, escrowed, refunded };
      if (join.status !== 200) {
        expect({ ...label, escrowed: 0, refunded: 0 }).toEqual(label);
        expect(await balanceOf(player)).toBe('50.00');
      } else {
        expect(escrowed).toBe(1);
        // Left after joining: refunded; still in: the fee is held.
        expect(await balanceOf(player)).toBe(leave.status === 200 ? '50.00' : '40.00');
      }
      if (leave.status !== 200) expect(leave.body.message).toEqual(expect.any(String));
    }
    const verify = await (await t.admin()).get('/api/admin/ledger/verify');
    expect(verify.body).toMatchObject({ ok: true, differences: [] });
  }, 60_000);
});
