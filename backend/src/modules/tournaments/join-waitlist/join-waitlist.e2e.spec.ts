import { sharedTestApp, TestApp } from '../../../../test/test-app';
import { createTournament, fundedPlayer, join, types } from '../shared/tournament.spec-helper';

describe('POST /api/tournaments/{id}/waitlist', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await sharedTestApp();
  });
  afterAll(() => t.close());

  it('lines players up only when full, and offers a freed slot to the first in line', async () => {
    const creator = await fundedPlayer(t);
    const id = await createTournament(t, creator);
    const [p2, p3, p4, first, second] = await Promise.all([0, 1, 2, 3, 4].map(() => fundedPlayer(t)));
    const early = await first.agent.post(`/api/tournaments/${id}/waitlist`);
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('TOURNAMENT.NOT_FULL');
    expect(early.body.message).toBe('There are open slots: join the tournament directly.');
    await join(p2, id, 1, 2);
    await join(p3, id, 2, 1);
    await join(p4, id, 2, 2);

    expect((await first.agent.post(`/api/tournaments/${id}/waitlist`)).status).toBe(200);
    const res = await second.agent.post(`/api/tournaments/${id}/waitlist`);
    expect(res.status).toBe(200);
    expect(res.body.waitlist).toEqual([
      expect.objectContaining({ userId: first.id, placeInLine: 1 }),
      expect.objectContaining({ userId: second.id, placeInLine: 2 }),
    ]);
    expect((await second.agent.post(`/api/tournaments/${id}/waitlist`)).body.message).toBe(
      'You are already on the waitlist.',
    );
    expect(types(await t.streamEvents(`wallet-${first.id}`))).toEqual(['WalletOpened', 'BalanceAdjusted']);

    await p3.agent.post(`/api/tournaments/${id}/leave`).expect(200);
    const events = await t.streamEvents(`tournament-${id}`);
    expect(types(events).slice(-2)).toEqual(['PlayerLeft', 'WaitlistSlotOffered']);
    expect(events[events.length - 1].data).toMatchObject({ userId: first.id, teamNumber: 2, position: 1 });

    const joined = await join(first, id, 2, 1);
    expect(joined.waitlist).toEqual([expect.objectContaining({ userId: second.id, placeInLine: 1 })]);
    expect(joined.currentPlayers).toBe(4);
  });
});
