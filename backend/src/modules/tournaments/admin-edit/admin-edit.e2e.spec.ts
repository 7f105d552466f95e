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

describe('admin PATCH and DELETE /api/tournaments/{id}', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await sharedTestApp();
  });
  afterAll(() => t.close());

  it('edits the name and location', async () => {
    const creator = await fundedPlayer(t);
    const id = await createTournament(t, creator);
    const res = await (
      await t.admin()
    )
      .patch(`/api/tournaments/${id}`)
      .send({ name: ' Sunday doubles ', location: null });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Sunday doubles', location: null, entryFee: '10.00' });
    const events = await t.streamEvents(`tournament-${id}`);
    expect(types(events).slice(-1)).toEqual(['TournamentUpdated']);
    expect(events[events.length - 1].data).toMatchObject({
      name: 'Sunday doubles',
      location: null,
      entryFeeCents: 1000,
    });
  });

  it('refuses a fee change once anyone has paid (409 with the reason) and changes nothing else of the request', async () => {
    const creator = await fundedPlayer(t);
    const id = await createTournament(t, creator);
    const res = await (await t.admin()).patch(`/api/tournaments/${id}`).send({ name: 'Renamed', entryFee: '20.00' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'TOURNAMENT.FEE_LOCKED',
      message: 'The entry fee stays $10.00: players have already paid it. Cancel the tournament to change it.',
    });
    expect((await creator.agent.get(`/api/tournaments/${id}`)).body).toMatchObject({
      name: 'Friday doubles',
      entryFee: '10.00',
    });
    expect(types(await t.streamEvents(`tournament-${id}`))).toHaveLength(3);
  });

  it.each([
    [{ maxPlayers: 5 }, 400, 'Tournaments are limited to exactly 4 players'],
    [{ entryFee: '1.234' }, 400, 'Invalid entry fee format'],
    [{ name: '' }, 400, 'Tournament name is required'],
    [{ status: 'finished' }, 400, 'Status must be one of waiting, in_progress, completed or cancelled.'],
    [{ status: 'completed' }, 409, 'A tournament is completed by its result: confirm it or declare the winner.'],
    [{ name: 'Renamed', status: 'in_progress' }, 409, 'All 4 players must have joined and paid before the start.'],
  ])('answers %j with %i and changes nothing', async (body, status, message) => {
    const creator = await fundedPlayer(t);
    const id = await createTournament(t, creator);
    const res = await (await t.admin()).patch(`/api/tournaments/${id}`).send(body);
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(message);
    expect(types(await t.streamEvents(`tournament-${id}`))).toHaveLength(3);
  });

  it('is for admins only', async () => {
    const creator = await fundedPlayer(t);
    const id = await createTournament(t, creator);
    expect((await creator.agent.patch(`/api/tournaments/${id}`).send({ name: 'Mine' })).status).toBe(403);
    expect((await creator.agent.delete(`/api/tournaments/${id}`)).status).toBe(403);
  });

  it('cancels through the status field, refunding everyone', async () => {
    const creator = await fundedPlayer(t, '30.00');
    const player = await fundedPlayer(t, '30.00');
    const id = await createTournament(t, creator);
    await join(player, id, 2, 2);
    const res = await (await t.admin()).patch(`/api/tournaments/${id}`).send({ status: 'cancelled' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'cancelled', cancellationReason: 'cancelled_by_admin' });
    expect(await balanceOf(creator)).toBe('30.00');
    expect(await balanceOf(player)).toBe('30.00');
  });

  it('deletes an open tournament: refunds first, hides it, keeps its events', async () => {
    const creator = await fundedPlayer(t, '30.00');
    const player = await fundedPlayer(t, '30.00');
    const id = await createTournament(t, creator);
    await join(player, id, 1, 2);
    const admin = await t.admin();
    const res = await admin.delete(`/api/tournaments/${id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'The tournament was deleted; every entry fee it held was refunded.' });
    const events = await t.streamEvents(`tournament-${id}`);
    expect(types(events)).toEqual([
      'TournamentCreated',
      'SlotReserved',
      'PlayerJoined',
      'SlotReserved',
      'PlayerJoined',
      'TournamentCancelled',
      'TournamentDeleted',
    ]);
    expect(events[5].data).toMatchObject({ reason: 'deleted' });
    for (const p of [creator, player]) {
      const wallet = await t.streamEvents(`wallet-${p.id}`);
      expect(wallet[wallet.length - 1]).toMatchObject({
        type: 'EntryFeeRefunded',
        data: { reason: 'tournament_cancelled' },
      });
      expect(await balanceOf(p)).toBe('30.00');
    }
    expect(await escrowBalance(t, id, [creator.id, player.id])).toBe(0);
    expect((await creator.agent.get(`/api/tournaments/${id}`)).status).toBe(404);
    expect((await creator.agent.get('/api/tournaments')).body.map((x: { id: string }) => x.id)).not.toContain(id);
    expect((await admin.delete(`/api/tournaments/${id}`)).status).toBe(404);
  });

  it('deletes a settled tournament without moving any money', async () => {
    const { id, creator, rival1 } = await playingTournament(t);
    await creator.agent.post(`/api/tournaments/${id}/result`).send(twoSetWin).expect(200);
    await rival1.agent.post(`/api/tournaments/${id}/result/confirm`).expect(200);
    const before = await balanceOf(creator);
    expect((await (await t.admin()).delete(`/api/tournaments/${id}`)).status).toBe(200);
    expect(types(await t.streamEvents(`tournament-${id}`)).slice(-1)).toEqual(['TournamentDeleted']);
    expect(await balanceOf(creator)).toBe(before);
    await ledgerIsBalanced(t);
  });
});
