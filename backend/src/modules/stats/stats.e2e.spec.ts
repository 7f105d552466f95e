import { startTestApp, TestApp } from '../../../test/test-app';
import { Player, createTournament, player, playTournament, types } from './shared/tournament-play.spec-helper';

describe('stats and leaderboard API (tournaments played through the API)', () => {
  let t: TestApp;
  let ana: Player, bo: Player, cy: Player, di: Player;
  beforeAll(async () => {
    t = await startTestApp();
    // One after another: equal records are ordered by who signed up first.
    ana = await player(t, '100.00', { firstName: 'Ana', lastName: 'Test' });
    bo = await player(t, '100.00', { firstName: 'Bo', lastName: 'Test' });
    cy = await player(t, '100.00', { firstName: 'Cy', lastName: 'Test' });
    di = await player(t, '100.00', { firstName: 'Di', lastName: 'Test' });
    // Ana + Bo beat Cy + Di; then Ana + Cy beat Bo + Di; then Ana + Bo lose to Cy + Di.
    await playTournament(t, [ana, bo, cy, di], 1, 'One');
    await playTournament(t, [ana, cy, bo, di], 1, 'Two');
    await playTournament(t, [ana, bo, cy, di], 2, 'Three');
    await createTournament(t, ana, 'Still open');
  });
  afterAll(() => t.close());

  const stats = async (p: Player) => (await p.agent.get('/api/user/stats')).body as Record<string, unknown>;

  it('counts completed tournaments played and won, prizes earned and open ones', async () => {
    expect(await stats(ana)).toEqual({
      tournamentsPlayed: 3,
      tournamentsWon: 2,
      winRate: 67,
      totalEarnings: '38.00',
      activeTournaments: 1,
    });
    expect(await stats(bo)).toEqual({
      tournamentsPlayed: 3,
      tournamentsWon: 1,
      winRate: 33,
      totalEarnings: '19.00',
      activeTournaments: 0,
    });
    expect(await stats(cy)).toEqual({
      tournamentsPlayed: 3,
      tournamentsWon: 2,
      winRate: 67,
      totalEarnings: '38.00',
      activeTournaments: 0,
    });
    expect(await stats(di)).toEqual({
      tournamentsPlayed: 3,
      tournamentsWon: 1,
      winRate: 33,
      totalEarnings: '19.00',
      activeTournaments: 0,
    });
    // The numbers come from the events: two PrizePaid of 1900 cents on Ana's wallet.
    const prizes = (await t.streamEvents(`wallet-${ana.id}`)).filter((e) => e.type === 'PrizePaid');
    expect(prizes.map((e) => e.data.amountCents)).toEqual([1900, 1900]);
    expect(types(await t.streamEvents(`wallet-${di.id}`)).filter((type) => type === 'EntryFeeEscrowed')).toHaveLength(
      3,
    );
  });

  it("shows another player's stats, 404 for an unknown one, 401 signed out", async () => {
    const res = await di.agent.get(`/api/user/${ana.id}/stats`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(await stats(ana));
    const missing = await di.agent.get('/api/user/no-such-user/stats');
    expect([missing.status, missing.body.message]).toEqual([404, 'This player does not exist.']);
    expect((await t.agent().get(`/api/user/${ana.id}/stats`)).status).toBe(401);
    expect((await t.agent().get('/api/user/stats')).status).toBe(401);
  });

  it('answers zeros for a new player', async () => {
    const fresh = await player(t, '0.00');
    expect(await stats(fresh)).toEqual({
      tournamentsPlayed: 0,
      tournamentsWon: 0,
      winRate: 0,
      totalEarnings: '0.00',
      activeTournaments: 0,
    });
  });

  it('ranks players with a completed tournament by earnings, then wins (then win rate, then sign-up order)', async () => {
    await player(t, '0.00'); // never played: not on the board
    const res = await bo.agent.get('/api/leaderboard');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(4);
    expect(res.body.map((e: { firstName: string; rank: number }) => [e.rank, e.firstName])).toEqual([
      [1, 'Ana'],
      [2, 'Cy'],
      [3, 'Bo'],
      [4, 'Di'],
    ]);
    expect(res.body[0]).toEqual({
      id: ana.id,
      rank: 1,
      firstName: 'Ana',
      lastName: 'Test',
      totalEarnings: '38.00',
      tournamentsWon: 2,
      tournamentsPlayed: 3,
      winRate: 67,
      padelRating: expect.stringMatching(/^\d+\.\d$/),
      pickleballRating: '1.0',
    });
    expect((await t.agent().get('/api/leaderboard')).status).toBe(401);
  });
});
