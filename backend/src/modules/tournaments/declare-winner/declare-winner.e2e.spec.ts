import { startTestApp, TestApp } from '../../../../test/test-app';
import {
  balanceOf,
  escrowBalance,
  fundedPlayer,
  ledgerIsBalanced,
  playingTournament,
  twoSetWin,
  types,
} from '../shared/tournament.spec-helper';

describe('dispute, then POST /api/admin/tournaments/{id}/declare-winner', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('freezes the money on a dispute until an admin rules; the ruling settles for the declared team', async () => {
    const { id, creator, partner, rival1, rival2, players } = await playingTournament(t);
    await creator.agent.post(`/api/tournaments/${id}/result`).send(twoSetWin).expect(200);
    const noReason = await rival1.agent.post(`/api/tournaments/${id}/result/dispute`).send({ reason: '  ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe('A reason is required.');

    const disputed = await rival1.agent
      .post(`/api/tournaments/${id}/result/dispute`)
      .send({ reason: 'We won the second set 6-4.' });
    expect(disputed.status).toBe(200);
    expect(disputed.body.result).toMatchObject({ status: 'disputed', disputeReason: 'We won the second set 6-4.' });
    const confirm = await rival2.agent.post(`/api/tournaments/${id}/result/confirm`);
    expect(confirm.status).toBe(409);
    expect(confirm.body.code).toBe('TOURNAMENT.RESULT_DISPUTED');
    expect(confirm.body.message).toBe('The result is disputed; an admin will declare the winner.');
    // Frozen: no time passing settles a disputed result.
    t.clock.advanceHours(48);
    expect(await t.processTournaments()).toBe(0);
    expect(types(await t.streamEvents(`tournament-${id}`)).slice(-2)).toEqual(['ResultReported', 'ResultDisputed']);
    expect(await balanceOf(creator)).toBe('90.00');

    const byPlayer = await creator.agent
      .post(`/api/admin/tournaments/${id}/declare-winner`)
      .send({ winnerId: creator.id });
    expect(byPlayer.status).toBe(403);
    const admin = await t.admin();
    const missing = await admin.post(`/api/admin/tournaments/${id}/declare-winner`).send({});
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Winner ID is required');
    const stranger = await fundedPlayer(t);
    const notPlayer = await admin.post(`/api/admin/tournaments/${id}/declare-winner`).send({ winnerId: stranger.id });
    expect(notPlayer.status).toBe(400);
    expect(notPlayer.body.code).toBe('TOURNAMENT.INVALID_WINNER');
    expect(notPlayer.body.message).toBe('Winner ID is required and must be a player of this tournament.');

    const res = await admin
      .post(`/api/admin/tournaments/${id}/declare-winner`)
      .send({ winnerId: rival2.id, score: '6-4, 4-6, 2-6' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'completed',
      winnerId: rival2.id,
      winningTeam: 2,
      result: {
        status: 'declared',
        winningTeam: 2,
        score: '6-4, 4-6, 2-6',
        disputeReason: 'We won the second set 6-4.',
      },
      settlement: {
        payouts: [
          { userId: rival1.id, amount: '19.00' },
          { userId: rival2.id, amount: '19.00' },
        ],
      },
    });
    const events = await t.streamEvents(`tournament-${id}`);
    expect(types(events).slice(-6)).toEqual([
      'ResultReported',
      'ResultDisputed',
      'WinnerDeclared',
      'TournamentSettled',
      'PlatformFeeCollected',
      'RatingsUpdated',
    ]);
    expect(events.find((e) => e.type === 'WinnerDeclared')?.data).toMatchObject({
      winnerId: rival2.id,
      winningTeam: 2,
      declaredBy: expect.any(String),
    });
    for (const winner of [rival1, rival2]) {
      expect(types(await t.streamEvents(`wallet-${winner.id}`)).slice(-1)).toEqual(['PrizePaid']);
      expect(await balanceOf(winner)).toBe('109.00');
    }
    for (const loser of [creator, partner]) expect(await balanceOf(loser)).toBe('90.00');
    expect(
      await escrowBalance(
        t,
        id,
        players.map((p) => p.id),
      ),
    ).toBe(0);

    // The same ruling again is a retry; a different one is refused.
    expect((await admin.post(`/api/admin/tournaments/${id}/declare-winner`).send({ winnerId: rival1.id })).status).toBe(
      200,
    );
    const other = await admin.post(`/api/admin/tournaments/${id}/declare-winner`).send({ winnerId: creator.id });
    expect(other.status).toBe(409);
    expect(other.body.code).toBe('TOURNAMENT.RESULT_FINAL');
    expect(other.body.message).toBe('The result is already final.');
    await ledgerIsBalanced(t);
  });
});
