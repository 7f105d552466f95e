/**
 * The ledger verifier on its own, against its public behaviour: events appended straight to a real
 * store (bypassing the deciders, as a bug or a tampered database would) and a hand-set users table;
 * each kind of difference it reports shows up, named by its check, and a clean ledger reports none.
 * Not reachable this way: 'double-entry' and 'ledger-vs-fold' guard the postings code itself (every
 * well-formed event's postings balance and match the fold), so only a bug in that code trips them.
 */
import { randomUUID } from 'node:crypto';
import { createTestDatabase, TestDatabase } from '../../../../test/test-database';
import { NewEvent } from '../../../event-store/event-store.port';
import { PostgresEventStore } from '../../../event-store/postgres/postgres-event-store';
import { LEDGER_POSTING_RECORDED, platformMirrors } from '../../../projections/wallet/platform-ledger';
import { LedgerDifference, LedgerVerifier } from './ledger-verifier';

describe('LedgerVerifier', () => {
  let db: TestDatabase;
  let store: PostgresEventStore;

  // Every test needs a store of its own: the verifier reads all of it, and events cannot be removed.
  beforeEach(async () => {
    db = await createTestDatabase();
    store = new PostgresEventStore(db.pool);
  });
  afterEach(() => db.drop());

  const verify = () => new LedgerVerifier(store, db.dataSource).verify();
  const checks = (differences: LedgerDifference[]) => differences.map((d) => d.check);
  const event = (type: string, data: unknown): NewEvent => ({ id: randomUUID(), type, data });

  /** Appends to the user's wallet stream and, unless told not to, mirrors it as the projection does. */
  async function walletEvent(userId: string, newEvent: NewEvent, { mirror = true } = {}) {
    await store.appendToStream(`wallet-${userId}`, [newEvent], { expectedRevision: 'any' });
    const recorded = (await store.readStream(`wallet-${userId}`)).find((e) => e.id === newEvent.id)!;
    const mirrors = platformMirrors(recorded);
    if (mirror)
      for (const m of mirrors)
        await store.appendToStream(m.stream, [{ id: m.eventId, type: LEDGER_POSTING_RECORDED, data: m.data }], {
          expectedRevision: 'any',
        });
    return { recorded, mirrors };
  }

  const adjusted = (amountCents: number) =>
    event('BalanceAdjusted', {
      adjustmentId: randomUUID(),
      amountCents,
      reason: 'spec',
      adminId: 'admin-1',
      adjustedAt: '2026-01-01T00:00:00.000Z',
    });

  async function usersRow(userId: string, balance: string, pending = '0.00') {
    await db.pool.query(`INSERT INTO users (id, email, balance, pending_balance) VALUES ($1, $2, $3, $4)`, [
      userId,
      `${userId}@example.com`,
      balance,
      pending,
    ]);
  }

  it('reports nothing for a ledger that adds up', async () => {
    await walletEvent('u1', adjusted(1500));
    await usersRow('u1', '15.00');
    expect(await verify()).toEqual({ ok: true, checkedWallets: 1, checkedEvents: 2, differences: [] });
  });

  it('reports a wallet whose fold goes below zero', async () => {
    await walletEvent('u1', adjusted(-500));
    await usersRow('u1', '-5.00');
    const report = await verify();
    expect(report.ok).toBe(false);
    expect(report.differences).toEqual([
      // Checked at every prefix of the log: named by its account and the event that took it below zero.
      expect.objectContaining({
        check: 'negative-balance',
        subject: 'wallet:u1:available',
        actual: '-5.00',
        message: expect.stringContaining('went below zero (-5.00) at BalanceAdjusted'),
      }),
    ]);
  });

  it('reports a cached users.balance or pending_balance that differs from the fold', async () => {
    await walletEvent('u1', adjusted(1500));
    await usersRow('u1', '99.00', '3.00');
    const { differences } = await verify();
    expect(differences).toEqual([
      expect.objectContaining({ check: 'users.balance', subject: 'user:u1', expected: '15.00', actual: '99.00' }),
      expect.objectContaining({ check: 'users.pending_balance', subject: 'user:u1', expected: '0.00', actual: '3.00' }),
    ]);
  });

  it('reports a wallet that holds money but has no users row', async () => {
    await walletEvent('u1', adjusted(700));
    const { differences } = await verify();
    expect(differences).toEqual([
      expect.objectContaining({ check: 'users.balance', subject: 'user:u1', expected: '7.00' }),
    ]);
    expect(differences[0].message).toMatch(/no users row/);
  });

  it('reports a missing platform mirror, a mirror with another amount, and a mirror of nothing', async () => {
    const { mirrors } = await walletEvent('u1', adjusted(1500), { mirror: false });
    const [mirror] = mirrors;
    await usersRow('u1', '15.00');
    const missing = await verify();
    expect(missing.differences).toEqual([
      expect.objectContaining({ check: 'platform-mirror', subject: mirror.stream, expected: '-15.00' }),
    ]);
    expect(missing.differences[0].message).toMatch(/has no mirror/);

    const wrongAmount = { ...mirror.data, netChangeCents: -1400 };
    await store.appendToStream(
      mirror.stream,
      [{ id: mirror.eventId, type: LEDGER_POSTING_RECORDED, data: wrongAmount }],
      {
        expectedRevision: 'any',
      },
    );
    const stray = { ...mirror.data, sourceEventId: randomUUID() };
    await store.appendToStream(mirror.stream, [event(LEDGER_POSTING_RECORDED, stray)], { expectedRevision: 'any' });
    const { differences } = await verify();
    expect(checks(differences)).toEqual(['platform-mirror', 'platform-mirror']);
    expect(differences[0]).toMatchObject({ expected: '-15.00', actual: '-14.00', message: /different amount/ });
    expect(differences[1].message).toMatch(/not a wallet event touching it/);
  });

  it('reports an escrow below zero, and a cancelled tournament whose escrow still holds money', async () => {
    const [overpaid, cancelled] = [randomUUID(), randomUUID()];
    await walletEvent('u1', adjusted(3000));
    // A prize paid out of an escrow nothing was paid into: the escrow goes below zero.
    await walletEvent(
      'u1',
      event('PrizePaid', { tournamentId: overpaid, amountCents: 1000, paidAt: '2026-01-01T00:00:00.000Z' }),
    );
    // A fee escrowed for a tournament that is then cancelled without refunding it.
    await walletEvent(
      'u1',
      event('EntryFeeEscrowed', {
        tournamentId: cancelled,
        reservationId: randomUUID(),
        amountCents: 1000,
        escrowedAt: '2026-01-01T00:00:00.000Z',
      }),
    );
    await store.appendToStream(
      `tournament-${cancelled}`,
      [
        event('TournamentCancelled', {
          tournamentId: cancelled,
          reason: 'admin',
          cancelledAt: '2026-01-02T00:00:00.000Z',
        }),
      ],
      { expectedRevision: 'any' },
    );
    await usersRow('u1', '30.00');
    const { differences } = await verify();
    expect(differences).toEqual([
      expect.objectContaining({ check: 'escrow', subject: `tournament:${overpaid}:escrow`, actual: '-10.00' }),
      expect.objectContaining({
        check: 'escrow',
        subject: `tournament:${cancelled}:escrow`,
        expected: '0.00',
        actual: '10.00',
      }),
    ]);
  });
});
