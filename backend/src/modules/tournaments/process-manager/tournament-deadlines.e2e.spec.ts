import { startTestApp, TestApp } from '../../../../test/test-app';
import {
  balanceOf,
  createTournament,
  escrowBalance,
  fullTournament,
  fundedPlayer,
  join,
  ledgerIsBalanced,
  playingTournament,
  twoSetWin,
  types,
} from '../shared/tournament.spec-helper';

/** Deadlines are the process manager's: the test clock moves, nothing waits. */
describe('the process manager at deadlines', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('cancels an unfilled tournament at its start time and refunds everyone', async () => {
    const creator = await fundedPlayer(t, '40.00');
    const player = await fundedPlayer(t, '40.00');
    const id = await createTournament(t, creator, { startTime: t.clock.iso(2 * 60 * 60 * 1000) });
    await join(player, id, 2, 1);
    t.clock.advanceHours(1);
    await t.processTournaments();
    expect(types(await t.streamEvents(`tournament-${id}`)).slice(-1)).toEqual(['PlayerJoined']);

    t.clock.advanceHours(1);
    await t.processTournaments();
    const events = await t.streamEvents(`tournament-${id}`);
    expect(types(events).slice(-1)).toEqual(['TournamentCancelled']);
    expect(events[events.length - 1].data).toMatchObject({ reason: 'not_full', cancelledBy: null });
    for (const p of [creator, player]) {
      const wallet = await t.streamEvents(`wallet-${p.id}`);
      expect(types(wallet).slice(-2)).toEqual(['EntryFeeEscrowed', 'EntryFeeRefunded']);
      expect(wallet[wallet.length - 1].data).toMatchObject({
        tournamentId: id,
        amountCents: 1000,
        reason: 'tournament_cancelled',
      });
      expect(await balanceOf(p)).toBe('40.00');
    }
    expect((await creator.agent.get(`/api/tournaments/${id}`)).body).toMatchObject({
      status: 'cancelled',
      cancellationReason: 'not_full',
    });
    expect(await escrowBalance(t, id, [creator.id, player.id])).toBe(0);
    expect(await t.processTournaments()).toBe(0);
  });

  it('starts a full tournament at its start time', async () => {
    const { id, creator } = await fullTournament(t, { startTime: t.clock.iso(60 * 60 * 1000) });
    t.clock.advanceHours(1);
    await t.processTournaments();
    const events = await t.streamEvents(`tournament-${id}`);
    expect(types(events).slice(-1)).toEqual(['TournamentStarted']);
    expect(events[events.length - 1].data).toMatchObject({ startedBy: null });
    const detail = (await creator.agent.get(`/api/tournaments/${id}`)).body;
    expect(detail.status).toBe('in_progress');
    const late = await fundedPlayer(t);
    expect((await late.agent.post(`/api/tournaments/${id}/waitlist`)).status).toBe(409);
  });

  it('confirms an unanswered result after 24 hours, then settles and pays', async () => {
    const { id, creator, partner, players } = await playingTournament(t);
    await creator.agent.post(`/api/tournaments/${id}/result`).send(twoSetWin).expect(200);
    t.clock.advanceHours(23);
    await t.processTournaments();
    expect(types(await t.streamEvents(`tournament-${id}`)).slice(-1)).toEqual(['ResultReported']);

    t.clock.advanceHours(1);
    t.clock.advance(1000);
    await t.processTournaments();
    const events = await t.streamEvents(`tournament-${id}`);
    expect(types(events).slice(-5)).toEqual([
      'ResultReported',
      'ResultConfirmed',
      'TournamentSettled',
      'PlatformFeeCollected',
      'RatingsUpdated',
    ]);
    expect(events.find((e) => e.type === 'ResultConfirmed')?.data).toMatchObject({
      auto: true,
      confirmedBy: null,
      winningTeam: 1,
    });
    for (const winner of [creator, partner]) expect(await balanceOf(winner)).toBe('109.00');
    const detail = (await creator.agent.get(`/api/tournaments/${id}`)).body;
    expect(detail).toMatchObject({ status: 'completed', result: { status: 'confirmed' } });
    expect(
      await escrowBalance(
        t,
        id,
        players.map((p) => p.id),
      ),
    ).toBe(0);
    await ledgerIsBalanced(t);
  });
});
