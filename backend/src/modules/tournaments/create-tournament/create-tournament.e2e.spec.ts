import { startTestApp, TestApp } from '../../../../test/test-app';
import { balanceOf, fundedPlayer, startsIn, tournamentBody, types } from '../shared/tournament.spec-helper';

describe('POST /api/tournaments', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('creates the tournament with the creator at Team 1 Position 1, paid from the wallet into escrow', async () => {
    const creator = await fundedPlayer(t, '100.00');
    const res = await creator.agent.post('/api/tournaments').send(tournamentBody(t, { name: '  Friday doubles  ' }));
    expect(res.status).toBe(201);
    const id = res.body.id as string;
    expect(res.body).toMatchObject({
      id,
      name: 'Friday doubles',
      game: 'padel',
      location: 'Club Norte',
      status: 'waiting',
      currentPlayers: 1,
      maxPlayers: 4,
      entryFee: '10.00',
      courtFee: '0.00',
      courtFeePerPlayer: '0.00',
      totalFeePerPlayer: '10.00',
      pool: '40.00',
      platformFee: '2.00',
      prizePool: '38.00',
      prizePerWinner: '19.00',
      creatorId: creator.id,
      winnerId: null,
      winningTeam: null,
      waitlist: [],
      result: null,
      settlement: null,
      ratingReceipts: [],
    });
    expect(res.body.participants).toEqual([
      expect.objectContaining({
        userId: creator.id,
        teamNumber: 1,
        position: 1,
        status: 'joined',
        padelRating: '1.0',
        pickleballRating: '1.0',
      }),
    ]);
    expect(res.body.creatorName).toBe('Ali Khan');

    const tournamentEvents = await t.streamEvents(`tournament-${id}`);
    expect(types(tournamentEvents)).toEqual(['TournamentCreated', 'SlotReserved', 'PlayerJoined']);
    const reservationId = tournamentEvents[1].data.reservationId;
    expect(tournamentEvents[0].data).toMatchObject({
      entryFeeCents: 1000,
      totalFeePerPlayerCents: 1000,
      poolCents: 4000,
      platformFeeCents: 200,
      prizePoolCents: 3800,
      creatorId: creator.id,
    });
    expect(tournamentEvents[1].data).toMatchObject({
      userId: creator.id,
      teamNumber: 1,
      position: 1,
      amountCents: 1000,
    });
    const wallet = await t.streamEvents(`wallet-${creator.id}`);
    expect(types(wallet)).toEqual(['WalletOpened', 'BalanceAdjusted', 'EntryFeeEscrowed']);
    expect(wallet[2].data).toEqual({
      tournamentId: id,
      reservationId,
      amountCents: 1000,
      escrowedAt: expect.any(String),
    });

    expect(await balanceOf(creator)).toBe('90.00');
    const tx = await creator.agent.get('/api/user/transactions');
    expect(tx.body).toEqual(
      expect.arrayContaining([expect.objectContaining({ type: 'entry_fee', amount: '10.00', tournamentId: id })]),
    );
    const detail = await creator.agent.get(`/api/tournaments/${id}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toEqual(res.body);
  });

  it('splits a court fee into what each player pays, outside the prize pool', async () => {
    const creator = await fundedPlayer(t, '100.00');
    const res = await creator.agent
      .post('/api/tournaments')
      .send(tournamentBody(t, { totalFeePerPlayer: '12.50', courtFee: '10.00', game: 'Pickleball' }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      game: 'pickleball',
      entryFee: '10.00',
      courtFee: '10.00',
      courtFeePerPlayer: '2.50',
      totalFeePerPlayer: '12.50',
      pool: '40.00',
      prizePool: '38.00',
    });
    expect(await balanceOf(creator)).toBe('87.50');
  });

  it('takes a court fee that does not split by 4 ($5.50): each pays the share rounded up ($1.38)', async () => {
    const creator = await fundedPlayer(t, '100.00');
    const res = await creator.agent
      .post('/api/tournaments')
      .send(tournamentBody(t, { totalFeePerPlayer: '11.38', courtFee: '5.50' }));
    expect(res.status).toBe(201);
    // 4 x $1.38 = $5.52: the venue gets its $5.50 and the platform the 2 cents, shown apart from its 5%.
    expect(res.body).toMatchObject({
      entryFee: '10.00',
      courtFee: '5.50',
      courtFeePerPlayer: '1.38',
      platformFee: '2.00',
      courtRounding: '0.02',
    });
    expect(await balanceOf(creator)).toBe('88.62');
  });

  it.each([
    [{ name: '   ' }, 'Tournament name is required'],
    [{ name: undefined }, 'Tournament name is required'],
    [{ game: 'tennis' }, 'Please select a game'],
    [{ game: undefined }, 'Please select a game'],
    [{ totalFeePerPlayer: undefined }, 'Entry fee is required'],
    [{ totalFeePerPlayer: '10.505' }, 'Invalid entry fee format'],
    [{ totalFeePerPlayer: 'ten' }, 'Invalid entry fee format'],
    [{ totalFeePerPlayer: '-5.00' }, 'Invalid entry fee format'],
    [{ totalFeePerPlayer: '0.00' }, 'Invalid entry fee format: the entry fee must be a positive amount in cents.'],
    [{ totalFeePerPlayer: '10000.01' }, 'A fee can be at most $10,000.00 per player.'],
    [{ maxPlayers: 6 }, 'Tournaments are limited to exactly 4 players'],
    [{ maxPlayers: '4' }, 'Tournaments are limited to exactly 4 players'],
    [{ startTime: undefined }, 'Start time is required'],
    [{ startTime: 'tomorrow' }, 'The start time must be a valid time in the future.'],
    [{ startTime: '2020-01-01T10:00:00.000Z' }, 'The start time must be a valid time in the future.'],
    [{ courtFee: 'abc' }, 'Invalid court fee format'],
    [{ courtFee: '-1.00' }, expect.stringMatching(/^Invalid court fee format/)],
    [
      { totalFeePerPlayer: '2.00', courtFee: '8.00' },
      'Invalid entry fee format: the total fee per player must be more than the court share of $2.00.',
    ],
  ])('answers 400 with the spec message and creates nothing %#', async (overrides, message) => {
    const creator = await fundedPlayer(t, '100.00');
    const res = await creator.agent.post('/api/tournaments').send(tournamentBody(t, overrides));
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(message);
    expect((await creator.agent.get('/api/user/tournaments')).body).toEqual([]);
    expect(types(await t.streamEvents(`wallet-${creator.id}`))).toEqual(['WalletOpened', 'BalanceAdjusted']);
  });

  it('refuses a creator without the fee available before anything is created: 400, no tournament, no reservation', async () => {
    const creator = await fundedPlayer(t, '9.99');
    const res = await creator.agent.post('/api/tournaments').send(tournamentBody(t));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: 'Insufficient balance: you need $10.00 available to join this match.',
      code: 'WALLET.INSUFFICIENT_FUNDS',
    });
    expect((await creator.agent.get('/api/user/tournaments')).body).toEqual([]);
    expect(types(await t.streamEvents(`wallet-${creator.id}`))).toEqual(['WalletOpened', 'BalanceAdjusted']);
    expect(await balanceOf(creator)).toBe('9.99');
  });

  it('handles the race where the balance goes between the check and the payment: one tournament, nothing left half-made', async () => {
    const creator = await fundedPlayer(t, '10.00');
    const before = await t.running.store.headPosition();
    const answers = await Promise.all(
      [0, 1, 2].map(() => creator.agent.post('/api/tournaments').send(tournamentBody(t))),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([201, 400, 400]);
    const mine = (await creator.agent.get('/api/user/tournaments')).body;
    expect(mine).toHaveLength(1);
    expect(await balanceOf(creator)).toBe('0.00');
    // A refused creator whose tournament was already written finds it released and deleted (events kept).
    const streams = new Set(
      (await t.running.store.readAll({ after: before }))
        .map((e) => e.streamName)
        .filter((s) => s.startsWith('tournament-')),
    );
    for (const stream of streams) {
      const events = types(await t.streamEvents(stream));
      if (stream === `tournament-${mine[0].id}`)
        expect(events).toEqual(['TournamentCreated', 'SlotReserved', 'PlayerJoined']);
      else
        expect(events).toEqual([
          'TournamentCreated',
          'SlotReserved',
          'SlotReservationReleased',
          'TournamentCancelled',
          'TournamentDeleted',
        ]);
      if (stream !== `tournament-${mine[0].id}`)
        expect((await creator.agent.get(`/api/tournaments/${stream.slice(11)}`)).status).toBe(404);
    }
    const escrows = (await t.streamEvents(`wallet-${creator.id}`)).filter((e) => e.type === 'EntryFeeEscrowed');
    expect(escrows).toHaveLength(1);
  });

  it('answers a retry with the same Idempotency-Key with the same tournament, charged once', async () => {
    const creator = await fundedPlayer(t, '100.00');
    const body = tournamentBody(t);
    const first = await creator.agent.post('/api/tournaments').set('Idempotency-Key', 'create-1').send(body);
    const second = await creator.agent.post('/api/tournaments').set('Idempotency-Key', 'create-1').send(body);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body.id).toBe(first.body.id);
    expect(await balanceOf(creator)).toBe('90.00');
  });

  it('answers 401 when signed out', async () => {
    const res = await t
      .agent()
      .post('/api/tournaments')
      .send(tournamentBody(t, { startTime: startsIn(t, 2) }));
    expect(res.status).toBe(401);
  });
});
