import { sharedTestApp, TestApp } from '../../../../test/test-app';
import { balanceOf, createTournament, fundedPlayer, join, types } from '../shared/tournament.spec-helper';

describe('POST /api/tournaments/{id}/leave', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await sharedTestApp();
  });
  afterAll(() => t.close());

  it('frees the slot and refunds the whole fee before answering', async () => {
    const creator = await fundedPlayer(t);
    const player = await fundedPlayer(t, '30.00');
    const id = await createTournament(t, creator, { totalFeePerPlayer: '12.50', courtFee: '10.00' });
    await join(player, id, 2, 1);
    expect(await balanceOf(player)).toBe('17.50');

    const res = await player.agent.post(`/api/tournaments/${id}/leave`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ currentPlayers: 1 });
    expect(res.body.participants.map((p: { userId: string }) => p.userId)).toEqual([creator.id]);
    const events = await t.streamEvents(`tournament-${id}`);
    expect(types(events).slice(3)).toEqual(['SlotReserved', 'PlayerJoined', 'PlayerLeft']);
    const reservationId = events[3].data.reservationId;
    const wallet = await t.streamEvents(`wallet-${player.id}`);
    expect(types(wallet)).toEqual(['WalletOpened', 'BalanceAdjusted', 'EntryFeeEscrowed', 'EntryFeeRefunded']);
    expect(wallet[3].data).toMatchObject({ tournamentId: id, reservationId, amountCents: 1250, reason: 'player_left' });
    expect(await balanceOf(player)).toBe('30.00');
    const tx = (await player.agent.get('/api/user/transactions')).body as Array<{ type: string; amount: string }>;
    expect(tx.filter((row) => row.type === 'refund').map((row) => row.amount)).toEqual(['12.50']);
    // Leaving twice is refused and refunds nothing more.
    const twice = await player.agent.post(`/api/tournaments/${id}/leave`);
    expect(twice.status).toBe(403);
    expect(types(await t.streamEvents(`wallet-${player.id}`))).toHaveLength(4);
  });

  it('refuses the creator (who cancels instead) and someone without a slot', async () => {
    const creator = await fundedPlayer(t);
    const id = await createTournament(t, creator);
    const creatorLeaves = await creator.agent.post(`/api/tournaments/${id}/leave`);
    expect(creatorLeaves.status).toBe(409);
    expect(creatorLeaves.body.code).toBe('TOURNAMENT.CREATOR_CANNOT_LEAVE');
    expect(creatorLeaves.body.message).toBe('As the creator you cannot leave; cancel the tournament instead.');
    const stranger = await fundedPlayer(t);
    const res = await stranger.agent.post(`/api/tournaments/${id}/leave`);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('TOURNAMENT.NOT_PARTICIPANT');
    expect(res.body.message).toBe('Only players of this tournament can do this.');
    expect(types(await t.streamEvents(`tournament-${id}`))).toHaveLength(3);
  });
});
