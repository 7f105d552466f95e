import { sharedTestApp, TestApp } from '../../../../test/test-app';
import { simulatedCardDeposit } from '../../wallet/shared/wallet.spec-helper';
import { createTournament, join, player, playTournament } from '../shared/tournament-play.spec-helper';

describe('GET /api/wallet/summary: the wallet figures from the ledger', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await sharedTestApp();
  });
  afterAll(() => t.close());

  it('after a won match and a refund: net profit counts the refund, win rate is wins over completed matches', async () => {
    const ana = await player(t, '100.00');
    const others = [await player(t), await player(t), await player(t)];
    // A match Ana joins and leaves: $10.00 taken, $10.00 refunded.
    const host = others[0];
    const left = await createTournament(t, host, 'Left early');
    await join(ana, left, 2, 1);
    expect((await ana.agent.post(`/api/tournaments/${left}/leave`)).status).toBe(200);
    await host.agent.delete(`/api/tournaments/${left}`);
    // A match Ana wins: $10.00 entry, $19.00 prize (see the helper).
    await playTournament(t, [ana, ...others], 1);
    // A bank transfer still waiting for finance, and a card deposit with its 3% fee.
    const pending = await ana.agent
      .post('/api/wallet/deposit')
      .send({ amount: '25', paymentMethod: 'bank_transfer', transactionReference: `REF-${Date.now()}` });
    expect(pending.status).toBe(201);
    await simulatedCardDeposit(ana.agent, 50);

    const res = await ana.agent.get('/api/wallet/summary');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      prizes: '19.00',
      prizeCount: 1,
      refunds: '10.00',
      refundCount: 1,
      entryFees: '20.00',
      entryFeeCount: 2,
      feesPaid: '1.50',
      // 19.00 + 10.00 - 20.00 - 1.50
      netProfit: '7.50',
      depositsCredited: '50.00',
      depositCount: 1,
      depositsPending: '25.00',
      pendingDepositCount: 1,
      withdrawn: '0.00',
      withdrawalCount: 0,
      withdrawalsPending: '0.00',
      pendingWithdrawalCount: 0,
      adjustments: '100.00',
      tournamentsPlayed: 1,
      tournamentsWon: 1,
      winRate: 100,
    });
    const stats = await ana.agent.get('/api/user/stats');
    expect(stats.body.winRate).toBe(res.body.winRate);

    const loser = await others[2].agent.get('/api/wallet/summary');
    expect(loser.body).toMatchObject({ prizes: '0.00', entryFees: '10.00', netProfit: '-10.00', winRate: 0 });
  });

  it('answers 401 when signed out', async () => {
    expect((await t.agent().get('/api/wallet/summary')).status).toBe(401);
  });
});
