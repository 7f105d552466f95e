import { sharedTestApp, TestApp } from '../../../../test/test-app';
import {
  balanceOf,
  createTournament,
  escrowBalance,
  fundedPlayer,
  join,
  ledgerIsBalanced,
  playingTournament,
  twoSetWin,
  types,
} from '../shared/tournament.spec-helper';

describe('POST /api/tournaments/{id}/cancel', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await sharedTestApp();
  });
  afterAll(() => t.close());

  it('lets the creator cancel while waiting, refunding every player before answering', async () => {
    const creator = await fundedPlayer(t, '50.00');
    const [p2, p3] = [await fundedPlayer(t, '50.00'), await fundedPlayer(t, '50.00')];
    const id = await createTournament(t, creator);
    await join(p2, id, 1, 2);
    await join(p3, id, 2, 1);
    const res = await creator.agent.post(`/api/tournaments/${id}/cancel`).send({ reason: '  Court closed  ' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'cancelled',
      cancellationReason: 'cancelled_by_creator',
      cancellationNote: 'Court closed',
    });
    // The players who had joined are told why, and that their money came back; the organiser is not.
    for (const player of [p2, p3]) {
      const bell = (await player.agent.get('/api/notifications')).body as Array<{ type: string; message: string }>;
      expect(bell.filter((n) => n.type === 'match_cancelled').map((n) => n.message)).toEqual([
        expect.stringMatching(
          /was cancelled: the organiser cancelled it\. “Court closed” Your entry fee and court share are refunded/,
        ),
      ]);
    }
    const organiserBell = (await creator.agent.get('/api/notifications')).body as Array<{ type: string }>;
    expect(organiserBell.some((n) => n.type === 'match_cancelled')).toBe(false);
    const events = await t.streamEvents(`tournament-${id}`);
    expect(types(events).slice(-1)).toEqual(['TournamentCancelled']);
    expect(events[events.length - 1].data).toMatchObject({
      reason: 'cancelled_by_creator',
      cancelledBy: creator.id,
      note: 'Court closed',
    });
    for (const player of [creator, p2, p3]) {
      const wallet = await t.streamEvents(`wallet-${player.id}`);
      expect(types(wallet)).toEqual(['WalletOpened', 'BalanceAdjusted', 'EntryFeeEscrowed', 'EntryFeeRefunded']);
      expect(wallet[3].data).toMatchObject({ tournamentId: id, amountCents: 1000, reason: 'tournament_cancelled' });
      expect(await balanceOf(player)).toBe('50.00');
    }
    expect(await escrowBalance(t, id, [creator.id, p2.id, p3.id])).toBe(0);
    // Cancelling again changes nothing; joining a cancelled tournament is refused.
    expect((await creator.agent.post(`/api/tournaments/${id}/cancel`).send({})).status).toBe(200);
    expect(types(await t.streamEvents(`wallet-${creator.id}`))).toHaveLength(4);
    const late = await fundedPlayer(t);
    const refused = await late.agent.post(`/api/tournaments/${id}/join`).send({});
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('You can only join while the tournament is waiting for players.');
    await ledgerIsBalanced(t);
  });

  it('refuses a player who is not the creator, and the creator once play has started', async () => {
    const { id, creator, partner } = await playingTournament(t);
    const byPartner = await partner.agent.post(`/api/tournaments/${id}/cancel`).send({});
    expect(byPartner.status).toBe(403);
    expect(byPartner.body.message).toBe('Only the creator or an admin can cancel the tournament.');
    const byCreator = await creator.agent.post(`/api/tournaments/${id}/cancel`).send({});
    expect(byCreator.status).toBe(409);
    expect(byCreator.body.message).toBe(
      'You can only cancel the tournament while the tournament is waiting for players.',
    );
    expect(types(await t.streamEvents(`tournament-${id}`)).slice(-1)).toEqual(['TournamentStarted']);
  });

  it('lets an admin cancel a disputed tournament, refunding all four', async () => {
    const { id, players, creator, rival1 } = await playingTournament(t);
    await creator.agent.post(`/api/tournaments/${id}/result`).send(twoSetWin).expect(200);
    await rival1.agent.post(`/api/tournaments/${id}/result/dispute`).send({ reason: 'Wrong score' }).expect(200);
    const admin = await t.admin();
    const res = await admin.post(`/api/tournaments/${id}/cancel`).send({ reason: 'Could not rule' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'cancelled', cancellationReason: 'cancelled_by_admin', settlement: null });
    for (const player of players) {
      expect(types(await t.streamEvents(`wallet-${player.id}`)).slice(-1)).toEqual(['EntryFeeRefunded']);
      expect(await balanceOf(player)).toBe('100.00');
    }
    expect(
      await escrowBalance(
        t,
        id,
        players.map((p) => p.id),
      ),
    ).toBe(0);
  });

  it('refuses to cancel a settled tournament', async () => {
    const { id, creator, rival1 } = await playingTournament(t);
    await creator.agent.post(`/api/tournaments/${id}/result`).send(twoSetWin).expect(200);
    await rival1.agent.post(`/api/tournaments/${id}/result/confirm`).expect(200);
    const res = await (await t.admin()).post(`/api/tournaments/${id}/cancel`).send({});
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('TOURNAMENT.ALREADY_SETTLED');
    expect(res.body.message).toBe('This tournament was already settled and paid out.');
  });
});
