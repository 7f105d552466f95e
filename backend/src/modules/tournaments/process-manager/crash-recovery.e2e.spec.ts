import { randomUUID } from 'node:crypto';
import { startTestApp, TestApp } from '../../../../test/test-app';
import { balanceOf, createTournament, fundedPlayer, ledgerIsBalanced, types } from '../shared/tournament.spec-helper';

/**
 * A crash between the two streams of a join leaves one half written. The events are appended here
 * directly (as the crashed request left them); the process manager must converge: a paid slot is
 * confirmed, an unpaid slot is paid or released, an escrow without a live slot is refunded.
 */
describe('crash recovery of the process manager', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const append = async (stream: string, type: string, data: Record<string, unknown>) => {
    const existing = await t.running.store.readStream(stream);
    await t.running.store.appendToStream(
      stream,
      [{ id: randomUUID(), type, data, metadata: { correlationId: 'crash-test' } }],
      {
        expectedRevision: existing.length === 0 ? 'no_stream' : existing[existing.length - 1].revision,
      },
    );
  };
  const reserve = (
    tournamentId: string,
    userId: string,
    reservationId: string,
    expiresInMs: number,
    slot = { teamNumber: 2, position: 1 },
  ) =>
    append(`tournament-${tournamentId}`, 'SlotReserved', {
      tournamentId,
      reservationId,
      userId,
      ...slot,
      amountCents: 1000,
      expiresAt: t.clock.iso(expiresInMs),
      reservedAt: t.clock.iso(),
    });
  const escrow = (userId: string, tournamentId: string, reservationId: string) =>
    append(`wallet-${userId}`, 'EntryFeeEscrowed', {
      tournamentId,
      reservationId,
      amountCents: 1000,
      escrowedAt: t.clock.iso(),
    });

  it('pays for and confirms a slot reserved just before a crash', async () => {
    const id = await createTournament(t, await fundedPlayer(t));
    const player = await fundedPlayer(t, '30.00');
    const reservationId = randomUUID();
    await reserve(id, player.id, reservationId, 5 * 60 * 1000);
    await t.processTournaments();
    expect(types(await t.streamEvents(`tournament-${id}`)).slice(-2)).toEqual(['SlotReserved', 'PlayerJoined']);
    const wallet = await t.streamEvents(`wallet-${player.id}`);
    expect(types(wallet).slice(-1)).toEqual(['EntryFeeEscrowed']);
    expect(wallet[wallet.length - 1].data).toMatchObject({ reservationId, tournamentId: id });
    expect(await balanceOf(player)).toBe('20.00');
  });

  it('releases a reserved slot whose player cannot pay', async () => {
    const id = await createTournament(t, await fundedPlayer(t));
    const player = await fundedPlayer(t, '5.00');
    await reserve(id, player.id, randomUUID(), 5 * 60 * 1000);
    await t.processTournaments();
    const events = await t.streamEvents(`tournament-${id}`);
    expect(types(events).slice(-2)).toEqual(['SlotReserved', 'SlotReservationReleased']);
    expect(events[events.length - 1].data).toMatchObject({ userId: player.id, reason: 'payment_failed' });
    expect(types(await t.streamEvents(`wallet-${player.id}`))).toEqual(['WalletOpened', 'BalanceAdjusted']);
  });

  it('releases a reservation that expired unpaid while the app was down', async () => {
    const id = await createTournament(t, await fundedPlayer(t));
    const player = await fundedPlayer(t, '30.00');
    await reserve(id, player.id, randomUUID(), -1000);
    await t.processTournaments();
    const events = await t.streamEvents(`tournament-${id}`);
    expect(types(events).slice(-2)).toEqual(['SlotReserved', 'SlotReservationReleased']);
    expect(events[events.length - 1].data).toMatchObject({ reason: 'expired' });
    expect(types(await t.streamEvents(`wallet-${player.id}`))).toEqual(['WalletOpened', 'BalanceAdjusted']);
    expect((await player.agent.get(`/api/tournaments/${id}`)).body.participants).toHaveLength(1);
  });

  it('confirms a slot whose fee was escrowed before the crash, even past its hold', async () => {
    const id = await createTournament(t, await fundedPlayer(t));
    const player = await fundedPlayer(t, '30.00');
    const reservationId = randomUUID();
    await reserve(id, player.id, reservationId, 60 * 1000);
    await escrow(player.id, id, reservationId);
    t.clock.advance(2 * 60 * 1000);
    await t.processTournaments();
    expect(types(await t.streamEvents(`tournament-${id}`)).slice(-2)).toEqual(['SlotReserved', 'PlayerJoined']);
    expect(types(await t.streamEvents(`wallet-${player.id}`)).filter((type) => type.startsWith('EntryFee'))).toEqual([
      'EntryFeeEscrowed',
    ]);
    expect((await player.agent.get(`/api/tournaments/${id}`)).body).toMatchObject({ currentPlayers: 2 });
  });

  it('refunds an escrow with no slot: an unknown reservation, and a payment that landed after the release', async () => {
    const id = await createTournament(t, await fundedPlayer(t));
    const orphan = await fundedPlayer(t, '30.00');
    const orphanReservation = randomUUID();
    await escrow(orphan.id, id, orphanReservation);
    const late = await fundedPlayer(t, '30.00');
    const lateReservation = randomUUID();
    await reserve(id, late.id, lateReservation, -1000, { teamNumber: 2, position: 2 });
    await t.processTournaments();
    await escrow(late.id, id, lateReservation);
    await t.processTournaments();

    const orphanWallet = await t.streamEvents(`wallet-${orphan.id}`);
    expect(types(orphanWallet).slice(-2)).toEqual(['EntryFeeEscrowed', 'EntryFeeRefunded']);
    expect(orphanWallet[orphanWallet.length - 1].data).toMatchObject({
      reservationId: orphanReservation,
      reason: 'unknown_reservation',
    });
    const lateWallet = await t.streamEvents(`wallet-${late.id}`);
    expect(types(lateWallet).slice(-2)).toEqual(['EntryFeeEscrowed', 'EntryFeeRefunded']);
    expect(lateWallet[lateWallet.length - 1].data).toMatchObject({
      reservationId: lateReservation,
      reason: 'reservation_released',
    });
    expect(await balanceOf(orphan)).toBe('30.00');
    expect(await balanceOf(late)).toBe('30.00');
    expect(types(await t.streamEvents(`tournament-${id}`)).slice(-2)).toEqual([
      'SlotReserved',
      'SlotReservationReleased',
    ]);
  });

  it('refunds an escrow for a tournament that was never created', async () => {
    const player = await fundedPlayer(t, '30.00');
    await escrow(player.id, randomUUID(), randomUUID());
    await t.processTournaments();
    expect(types(await t.streamEvents(`wallet-${player.id}`)).slice(-2)).toEqual([
      'EntryFeeEscrowed',
      'EntryFeeRefunded',
    ]);
    expect(await balanceOf(player)).toBe('30.00');
    await ledgerIsBalanced(t);
    expect(await t.processTournaments()).toBe(0);
  });
});
