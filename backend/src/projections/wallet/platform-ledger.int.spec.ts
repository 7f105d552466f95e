import { randomUUID } from 'node:crypto';
import { EventStore, comparePositions } from '../../event-store/event-store.port';
import { PostgresEventStore } from '../../event-store/postgres/postgres-event-store';
import { createTestDatabase, TestDatabase } from '../../../test/test-database';
import { ProjectionRunner } from '../runner/projection-runner';
import { PlatformLedgerProcessManager } from './platform-ledger.process-manager';

describe('platform ledger process manager', () => {
  let db: TestDatabase;
  let store: PostgresEventStore;
  beforeAll(async () => {
    db = await createTestDatabase();
    store = new PostgresEventStore(db.pool);
  });
  afterAll(() => db.drop());

  it('mirrors each wallet event on every platform stream it touches, once, even when replayed', async () => {
    const userId = randomUUID();
    const depositEventId = randomUUID();
    await store.appendToStream(
      `wallet-${userId}`,
      [
        { id: randomUUID(), type: 'WalletOpened', data: { userId, openedAt: '2026-11-21T10:00:00.000Z' } },
        {
          id: depositEventId,
          type: 'Deposited',
          data: {
            depositId: 'd1',
            amountCents: 5000,
            method: 'card',
            reference: 'pi_1',
            feeCents: 150,
            depositedAt: '2026-11-21T10:00:00.000Z',
            approvedBy: null,
          },
          metadata: { correlationId: 'corr-1' },
        },
        {
          id: randomUUID(),
          type: 'WithdrawalRequested',
          data: {
            withdrawalId: 'w1',
            amountCents: 2000,
            feeCents: 100,
            netAmountCents: 1900,
            accountNumber: 'x',
            accountHolderName: 'y',
            bankName: 'z',
            requestedAt: '2026-11-21T10:00:00.000Z',
          },
        },
        {
          id: randomUUID(),
          type: 'WithdrawalCompleted',
          data: {
            withdrawalId: 'w1',
            amountCents: 2000,
            feeCents: 100,
            netAmountCents: 1900,
            completedBy: 'a',
            completedAt: '2026-11-21T10:00:00.000Z',
          },
        },
      ],
      { expectedRevision: 'no_stream' },
    );
    const run = async () => {
      const runner = new ProjectionRunner(store, db.dataSource, [new PlatformLedgerProcessManager(store)]);
      await runner.catchUp();
      await runner.stop();
    };
    await run();
    // A crash that lost the checkpoint: the whole log is processed again, and nothing doubles.
    await db.pool.query(`DELETE FROM projection_checkpoints WHERE name = 'platform-ledger'`);
    await run();

    const net = async (stream: string) =>
      (await store.readStream(stream)).map((e) => (e.data as { netChangeCents: number }).netChangeCents);
    expect(await net('platform-card-clearing')).toEqual([-5150]);
    expect(await net('platform-revenue')).toEqual([150, 100]);
    expect(await net('platform-bank-clearing')).toEqual([1900]);
    expect(await net('platform-adjustments')).toEqual([]);

    // A batch that repeats mirrors already appended together with new ones on the same stream (a
    // crash after the appends, before the checkpoint, and more events since): each once, in order.
    await store.appendToStream(
      `wallet-${userId}`,
      [
        {
          id: randomUUID(),
          type: 'Deposited',
          data: {
            depositId: 'd2',
            amountCents: 1000,
            method: 'card',
            reference: 'pi_2',
            feeCents: 60,
            depositedAt: '2026-11-21T11:00:00.000Z',
            approvedBy: null,
          },
        },
      ],
      { expectedRevision: 3 },
    );
    await db.pool.query(`DELETE FROM projection_checkpoints WHERE name = 'platform-ledger'`);
    await run();
    expect(await net('platform-card-clearing')).toEqual([-5150, -1060]);
    expect(await net('platform-revenue')).toEqual([150, 100, 60]);
    expect(await net('platform-bank-clearing')).toEqual([1900]);
    const [mirror] = await store.readStream('platform-card-clearing');
    expect(mirror).toMatchObject({
      type: 'LedgerPostingRecorded',
      data: {
        sourceEventId: depositEventId,
        sourceStream: `wallet-${userId}`,
        sourceType: 'Deposited',
        account: 'platform:clearing:card',
      },
      metadata: { correlationId: 'corr-1', causationId: depositEventId },
    });
  });

  it('hides no other event from readers while its batch appends (its transaction has no id until the checkpoint)', async () => {
    const userId = randomUUID();
    await store.appendToStream(
      `wallet-${userId}`,
      [
        { id: randomUUID(), type: 'WalletOpened', data: { userId, openedAt: '2026-11-21T10:00:00.000Z' } },
        {
          id: randomUUID(),
          type: 'Deposited',
          data: {
            depositId: 'd3',
            amountCents: 2000,
            method: 'card',
            reference: 'pi_3',
            feeCents: 90,
            depositedAt: '2026-11-21T12:00:00.000Z',
            approvedBy: null,
          },
        },
      ],
      { expectedRevision: 'no_stream' },
    );
    // The subscriber's appends wait at a gate, so its batch is caught in the middle.
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    let arrived!: () => void;
    const atGate = new Promise<void>((resolve) => (arrived = resolve));
    const gated = new Proxy(store, {
      get: (target, property, receiver) =>
        property === 'appendToStream'
          ? async (...args: Parameters<EventStore['appendToStream']>) => {
              arrived();
              await gate;
              return target.appendToStream(...args);
            }
          : Reflect.get(target, property, receiver),
    });
    const runner = new ProjectionRunner(store, db.dataSource, [new PlatformLedgerProcessManager(gated)]);
    const running = runner.catchUp();
    try {
      await atGate;
      // Another writer appends meanwhile: readers (the read models) must see it at once, not
      // when the subscriber's batch ends.
      const other = await store.appendToStream(
        `other-${randomUUID()}`,
        [{ id: randomUUID(), type: 'Happened', data: {} }],
        { expectedRevision: 'any' },
      );
      expect(comparePositions(await store.headPosition(), other.position)).toBeGreaterThanOrEqual(0);
    } finally {
      open();
      await running;
      await runner.stop();
    }
  });
});
