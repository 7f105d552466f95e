import { startTestApp, TestApp } from '../../../../test/test-app';
import { tournamentStreamDecider } from '../../../domain/tournament/tournament-stream.decider';
import { walletDecider } from '../../../domain/wallet/wallet.decider';
import { streamNames } from '../../../event-store/event-store.port';
import { CommandExecutor } from '../../../infrastructure/event-sourcing/command-executor';
import {
  balanceOf,
  escrowBalance,
  ledgerIsBalanced,
  playingTournament,
  twoSetWin,
  types,
} from '../shared/tournament.spec-helper';

describe('POST /api/tournaments/{id}/result/confirm', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('settles once: 5% to the platform, half of 95% to each winner, escrow empty, ratings with receipts', async () => {
    const { id, creator, partner, rival1, rival2, players } = await playingTournament(t);
    await creator.agent.post(`/api/tournaments/${id}/result`).send(twoSetWin).expect(200);
    const sameTeam = await partner.agent.post(`/api/tournaments/${id}/result/confirm`);
    expect(sameTeam.status).toBe(403);
    expect(sameTeam.body.code).toBe('TOURNAMENT.SAME_TEAM');
    expect(sameTeam.body.message).toBe('A player of the other team must confirm or dispute the result.');

    const res = await rival2.agent.post(`/api/tournaments/${id}/result/confirm`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'completed',
      winningTeam: 1,
      winnerId: creator.id,
      result: { status: 'confirmed', winningTeam: 1 },
      settlement: {
        pool: '40.00',
        platformFee: '2.00',
        courtFee: '0.00',
        winnersPool: '38.00',
        payouts: [
          { userId: creator.id, amount: '19.00' },
          { userId: partner.id, amount: '19.00' },
        ],
      },
    });
    const events = await t.streamEvents(`tournament-${id}`);
    expect(types(events).slice(-6)).toEqual([
      'TournamentStarted',
      'ResultReported',
      'ResultConfirmed',
      'TournamentSettled',
      'PlatformFeeCollected',
      'RatingsUpdated',
    ]);
    const settled = events.find((e) => e.type === 'TournamentSettled');
    expect(settled?.data).toMatchObject({
      winningTeam: 1,
      poolCents: 4000,
      platformFeeCents: 200,
      courtFeeCents: 0,
      winnersPoolCents: 3800,
    });
    expect(events.find((e) => e.type === 'ResultConfirmed')?.data).toMatchObject({
      confirmedBy: rival2.id,
      auto: false,
      winningTeam: 1,
    });
    expect(events.find((e) => e.type === 'PlatformFeeCollected')?.data).toMatchObject({ amountCents: 200 });

    for (const winner of [creator, partner]) {
      const wallet = await t.streamEvents(`wallet-${winner.id}`);
      expect(types(wallet)).toEqual(['WalletOpened', 'BalanceAdjusted', 'EntryFeeEscrowed', 'PrizePaid']);
      expect(wallet[3].data).toEqual({ tournamentId: id, amountCents: 1900, paidAt: expect.any(String) });
      expect(await balanceOf(winner)).toBe('109.00');
    }
    for (const loser of [rival1, rival2]) {
      expect(types(await t.streamEvents(`wallet-${loser.id}`))).toEqual([
        'WalletOpened',
        'BalanceAdjusted',
        'EntryFeeEscrowed',
      ]);
      expect(await balanceOf(loser)).toBe('90.00');
    }
    const revenue = (await t.streamEvents('platform-revenue')).filter(
      (e) => e.data.sourceStream === `tournament-${id}`,
    );
    expect(revenue).toHaveLength(1);
    expect(revenue[0]).toMatchObject({
      type: 'LedgerPostingRecorded',
      data: { account: 'platform:revenue', netChangeCents: 200, sourceType: 'PlatformFeeCollected' },
    });
    expect(
      await escrowBalance(
        t,
        id,
        players.map((p) => p.id),
      ),
    ).toBe(0);

    // Ratings: one receipt per player; the users table follows.
    expect(res.body.ratingReceipts).toHaveLength(4);
    const receipt = (userId: string) => res.body.ratingReceipts.find((r: { userId: string }) => r.userId === userId);
    expect(receipt(creator.id)).toMatchObject({ sport: 'padel', before: '1.0', expectedWinPercent: 50 });
    expect(Number(receipt(creator.id).after)).toBeGreaterThan(1);
    expect(receipt(rival1.id)).toMatchObject({ before: '1.0', after: '1.0' });
    expect((await creator.agent.get('/api/user/session')).body.padelRating).toBe(receipt(creator.id).after);
    expect(res.body.participants.find((p: { userId: string }) => p.userId === creator.id).padelRating).toBe(
      receipt(creator.id).after,
    );

    // History and transactions.
    const history = (await creator.agent.get('/api/user/tournament-history')).body;
    expect(history).toEqual([
      expect.objectContaining({ id, status: 'completed', result: { placement: 1, prize: '19.00' } }),
    ]);
    expect((await rival1.agent.get('/api/user/tournament-history')).body[0].result).toEqual({
      placement: 2,
      prize: '0.00',
    });
    const tx = (await creator.agent.get('/api/user/transactions')).body as Array<{ type: string; amount: string }>;
    expect(tx.filter((row) => row.type === 'prize').map((row) => row.amount)).toEqual(['19.00']);

    // Confirming again (the other loser, or a retry) settles nothing more.
    expect((await rival1.agent.post(`/api/tournaments/${id}/result/confirm`)).status).toBe(200);
    expect(await t.streamEvents(`tournament-${id}`)).toHaveLength(events.length);
    expect(await t.processTournaments()).toBe(0);
    await ledgerIsBalanced(t);
  });

  it('settles exactly once when both players of the other team confirm at the same moment', async () => {
    const { id, creator, partner, rival1, rival2 } = await playingTournament(t, { totalFeePerPlayer: '0.33' });
    await creator.agent.post(`/api/tournaments/${id}/result`).send(twoSetWin).expect(200);
    const answers = await Promise.all([
      rival1.agent.post(`/api/tournaments/${id}/result/confirm`),
      rival2.agent.post(`/api/tournaments/${id}/result/confirm`),
      rival1.agent.post(`/api/tournaments/${id}/result/confirm`),
      t.processTournaments(),
    ]);
    expect(answers.slice(0, 3).map((r) => (r as { status: number }).status)).toEqual([200, 200, 200]);
    const events = types(await t.streamEvents(`tournament-${id}`));
    for (const type of ['ResultConfirmed', 'TournamentSettled', 'PlatformFeeCollected', 'RatingsUpdated']) {
      expect(events.filter((e) => e === type)).toHaveLength(1);
    }
    // $0.33: pool $1.32, fee $0.07 (rounded half up), winners $1.25: $0.63 + $0.62, the odd cent to Position 1.
    const creatorWallet = await t.streamEvents(`wallet-${creator.id}`);
    const partnerWallet = await t.streamEvents(`wallet-${partner.id}`);
    expect(creatorWallet.filter((e) => e.type === 'PrizePaid').map((e) => e.data.amountCents)).toEqual([63]);
    expect(partnerWallet.filter((e) => e.type === 'PrizePaid').map((e) => e.data.amountCents)).toEqual([62]);
    // A retried settlement and a retried prize (a crash after the append, before the answer) decide nothing.
    const executor = t.running.app.get(CommandExecutor, { strict: false });
    const context = { correlationId: 'retry', actorUserId: null };
    const settleAgain = { type: 'SettleTournament' as const, data: { now: t.clock.iso() } };
    expect(
      (await executor.handle(streamNames().tournament(id), tournamentStreamDecider, settleAgain, context)).events,
    ).toEqual([]);
    const prize = await executor.handle(
      streamNames().wallet(creator.id),
      walletDecider,
      { type: 'PayPrize', data: { tournamentId: id, amountCents: 63, now: t.clock.iso() } },
      context,
    );
    expect(prize.events).toEqual([]);
    expect(types(await t.streamEvents(`wallet-${creator.id}`)).filter((type) => type === 'PrizePaid')).toHaveLength(1);
    await ledgerIsBalanced(t);
  });
});
