import { sharedTestApp, TestApp } from '../../../../test/test-app';
import { balanceOf, createTournament, fundedPlayer, join, types } from '../shared/tournament.spec-helper';

describe('POST /api/tournaments/{id}/join', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await sharedTestApp();
  });
  afterAll(() => t.close());

  it('reserves the slot, escrows the fee from the wallet and confirms the place', async () => {
    const creator = await fundedPlayer(t);
    const player = await fundedPlayer(t, '25.00');
    const id = await createTournament(t, creator);
    const res = await player.agent.post(`/api/tournaments/${id}/join`).send({ teamNumber: 2, position: 1 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, status: 'waiting', currentPlayers: 2 });
    expect(res.body.participants).toEqual([
      expect.objectContaining({ userId: creator.id, teamNumber: 1, position: 1, status: 'joined' }),
      expect.objectContaining({ userId: player.id, teamNumber: 2, position: 1, status: 'joined', firstName: 'Ali' }),
    ]);
    const events = await t.streamEvents(`tournament-${id}`);
    expect(types(events)).toEqual([
      'TournamentCreated',
      'SlotReserved',
      'PlayerJoined',
      'SlotReserved',
      'PlayerJoined',
    ]);
    const reservationId = events[3].data.reservationId;
    expect(events[3].data).toMatchObject({
      userId: player.id,
      teamNumber: 2,
      position: 1,
      amountCents: 1000,
      expiresAt: expect.any(String),
    });
    expect(events[4].data).toMatchObject({ reservationId, userId: player.id, amountCents: 1000 });
    const wallet = await t.streamEvents(`wallet-${player.id}`);
    expect(types(wallet)).toEqual(['WalletOpened', 'BalanceAdjusted', 'EntryFeeEscrowed']);
    expect(wallet[2].data).toMatchObject({ tournamentId: id, reservationId, amountCents: 1000 });
    expect(await balanceOf(player)).toBe('15.00');
  });

  it('takes the first free slot when none is named, and team-only picks within the team', async () => {
    const creator = await fundedPlayer(t);
    const id = await createTournament(t, creator);
    const a = await fundedPlayer(t);
    const b = await fundedPlayer(t);
    expect((await a.agent.post(`/api/tournaments/${id}/join`).send({})).body.participants[1]).toMatchObject({
      userId: a.id,
      teamNumber: 1,
      position: 2,
    });
    const res = await b.agent.post(`/api/tournaments/${id}/join`).send({ teamNumber: 2 });
    expect(res.body.participants[2]).toMatchObject({ userId: b.id, teamNumber: 2, position: 1 });
  });

  it('answers 409 for a taken slot, for a player already in, and for a full tournament, charging nothing', async () => {
    const creator = await fundedPlayer(t);
    const id = await createTournament(t, creator);
    const [p2, p3, p4, late] = await Promise.all([0, 1, 2, 3].map(() => fundedPlayer(t)));
    const taken = await p2.agent.post(`/api/tournaments/${id}/join`).send({ teamNumber: 1, position: 1 });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({
      code: 'TOURNAMENT.SLOT_TAKEN',
      message: 'This slot was just taken by another player. Please pick another slot.',
    });
    const again = await creator.agent.post(`/api/tournaments/${id}/join`).send({ teamNumber: 2, position: 2 });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('TOURNAMENT.ALREADY_JOINED');
    expect(again.body.message).toBe('You already have a slot in this tournament.');
    await join(p2, id, 1, 2);
    await join(p3, id, 2, 1);
    await join(p4, id, 2, 2);
    const full = await late.agent.post(`/api/tournaments/${id}/join`).send({});
    expect(full.status).toBe(409);
    expect(full.body.code).toBe('TOURNAMENT.FULL');
    expect(full.body.message).toBe('This tournament is full. You can join the waitlist instead.');
    expect(types(await t.streamEvents(`wallet-${late.id}`))).toEqual(['WalletOpened', 'BalanceAdjusted']);
    expect(types(await t.streamEvents(`tournament-${id}`)).filter((type) => type === 'SlotReserved')).toHaveLength(4);
    expect(await balanceOf(late)).toBe('100.00');
  });

  it('answers 400 with the wallet message when the balance is short, leaving no reservation', async () => {
    const creator = await fundedPlayer(t);
    const id = await createTournament(t, creator);
    const poor = await fundedPlayer(t, '9.99');
    const res = await poor.agent.post(`/api/tournaments/${id}/join`).send({ teamNumber: 2, position: 2 });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: 'Insufficient balance: you need $10.00 available to join this match.',
      code: 'WALLET.INSUFFICIENT_FUNDS',
    });
    const events = await t.streamEvents(`tournament-${id}`);
    expect(types(events).slice(3)).toEqual(['SlotReserved', 'SlotReservationReleased']);
    expect(events[4].data).toMatchObject({ userId: poor.id, reason: 'payment_failed' });
    expect(types(await t.streamEvents(`wallet-${poor.id}`))).toEqual(['WalletOpened', 'BalanceAdjusted']);
    const detail = (await poor.agent.get(`/api/tournaments/${id}`)).body;
    expect(detail.participants.map((p: { userId: string }) => p.userId)).toEqual([creator.id]);
    expect(await balanceOf(poor)).toBe('9.99');
    // The slot is free again for someone who can pay.
    const rich = await fundedPlayer(t);
    expect((await rich.agent.post(`/api/tournaments/${id}/join`).send({ teamNumber: 2, position: 2 })).status).toBe(
      200,
    );
  });

  it.each([
    [{ teamNumber: 3, position: 1 }, 'Choose team 1 or 2 and position 1 or 2.'],
    [{ teamNumber: 1, position: 0 }, 'Choose team 1 or 2 and position 1 or 2.'],
    [{ teamNumber: '1', position: 1 }, 'Choose team 1 or 2 and position 1 or 2.'],
  ])('answers 400 for a slot that does not exist %#', async (body, message) => {
    const creator = await fundedPlayer(t);
    const id = await createTournament(t, creator);
    const player = await fundedPlayer(t);
    const res = await player.agent.post(`/api/tournaments/${id}/join`).send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(types(await t.streamEvents(`tournament-${id}`))).toHaveLength(3);
  });

  it('answers 404 for an unknown tournament and 401 when signed out', async () => {
    const player = await fundedPlayer(t);
    const res = await player.agent.post('/api/tournaments/00000000-0000-4000-8000-000000000000/join').send({});
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('TOURNAMENT.NOT_FOUND');
    expect(res.body.message).toBe('No such tournament.');
    expect((await t.agent().post('/api/tournaments/x/join').send({})).status).toBe(401);
  });
});
