import { randomUUID } from 'node:crypto';
import { createTestDatabase, TestDatabase } from '../../../test/test-database';
import { DomainError, fold } from '../../domain/shared/decider';
import { walletDecider } from '../../domain/wallet/wallet.decider';
import { WalletEvent } from '../../domain/wallet/wallet.events';
import { fourEyes } from '../../domain/wallet/wallet.spec-helper';
import { PostgresEventStore } from '../../event-store/postgres/postgres-event-store';
import { EventStore } from '../../event-store/event-store.port';
import { CommandContext, CommandExecutor } from './command-executor';

const context: CommandContext = { correlationId: 'spec', actorUserId: null };

/** One executor per store: each stands for an app instance with its own memory and queues. */
const executors = new WeakMap<EventStore, CommandExecutor>();
function executorOf(store: EventStore): CommandExecutor {
  let executor = executors.get(store);
  if (!executor) executors.set(store, (executor = new CommandExecutor(store)));
  return executor;
}
const bank = { accountNumber: 'PK36SCBL0000001123456702', accountHolderName: 'Ali Khan', bankName: 'Meezan Bank' };

/**
 * The remembered stream state is only a guess that the expected revision checks. Two stores on one
 * database stand for two app instances, each with its own memory of the wallet.
 */
describe('CommandExecutor with remembered state', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.drop());

  const withdraw = (store: PostgresEventStore, stream: string) =>
    executorOf(store).handle(
      stream,
      walletDecider,
      {
        type: 'RequestWithdrawal',
        data: { withdrawalId: randomUUID(), amountCents: 1000, ...bank, now: new Date().toISOString() },
      },
      context,
    );

  it('never overdraws under 200 racing debits from two instances, and accepts exactly what the balance covers', async () => {
    const a = new PostgresEventStore(db.pool);
    const b = new PostgresEventStore(db.pool);
    const stream = `wallet-${randomUUID()}`;
    const now = new Date().toISOString();
    await executorOf(a).handle(stream, walletDecider, { type: 'OpenWallet', data: { userId: 'u', now } }, context);
    await executorOf(a).handle(
      stream,
      walletDecider,
      {
        type: 'AdjustBalance',
        data: { adjustmentId: randomUUID(), amountCents: 50_000, reason: 'r', adminId: 'x', fourEyes, now },
      },
      context,
    );
    // b remembers the wallet too, before a moves it on.
    await withdraw(b, stream);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) => withdraw(i % 2 === 0 ? a : b, stream)),
    );
    const accepted = outcomes.filter((o) => o.status === 'fulfilled');
    const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(accepted).toHaveLength(49); // $500 - the first $10, in $10 withdrawals
    for (const r of refused) expect((r.reason as DomainError).code).toBe('WALLET.INSUFFICIENT_FUNDS');

    const events = (await a.readStream(stream)).map((e) => ({ type: e.type, data: e.data }) as WalletEvent);
    let available = 0;
    for (const event of events) {
      if (event.type === 'BalanceAdjusted') available += event.data.amountCents;
      if (event.type === 'WithdrawalRequested') available -= event.data.amountCents;
      expect(available).toBeGreaterThanOrEqual(0);
    }
    expect(fold(walletDecider, events).availableCents).toBe(0);
  });

  it('decides the commands queued on one stream one after another and appends them as one chain', async () => {
    const store = new PostgresEventStore(db.pool);
    const stream = `wallet-${randomUUID()}`;
    const now = new Date().toISOString();
    await executorOf(store).handle(stream, walletDecider, { type: 'OpenWallet', data: { userId: 'u', now } }, context);
    await executorOf(store).handle(
      stream,
      walletDecider,
      {
        type: 'AdjustBalance',
        data: { adjustmentId: randomUUID(), amountCents: 30_000, reason: 'r', adminId: 'x', fourEyes, now },
      },
      context,
    );
    // Each request's Idempotency-Key answer is made from the state its own withdrawal left.
    const outcomes = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) =>
        ((request: string) =>
          executorOf(store).handle(
            stream,
            walletDecider,
            {
              type: 'RequestWithdrawal',
              data: { withdrawalId: randomUUID(), amountCents: 1000, ...bank, now },
            },
            context,
            {
              record: {
                recordFor: (_events, state) => ({
                  owner: 'chain-user',
                  key: `${stream}-${request}`,
                  fingerprint: 'h',
                  content: { request, availableCents: state.availableCents },
                }),
                stored: () => undefined,
              },
            },
          ))(`request-${i}`),
      ),
    );
    // $300 covers 30 of the 40 $10 withdrawals; the rest are refused, none overdraws.
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(30);
    const recorded = await store.readStream(stream);
    expect(recorded.map((e) => e.revision)).toEqual(recorded.map((_, i) => i));
    expect(
      fold(
        walletDecider,
        recorded.map((e) => ({ type: e.type, data: e.data }) as WalletEvent),
      ).availableCents,
    ).toBe(0);
    const withdrawals = recorded.filter((e) => e.type === 'WithdrawalRequested');
    // Chained: fewer transactions than withdrawals.
    expect(new Set(withdrawals.map((e) => e.position.commit)).size).toBeLessThan(withdrawals.length);
    // Every stored answer names the request that made it, with the balance its own withdrawal left.
    const { rows } = await db.pool.query<{ key: string; response_body: { request: string; availableCents: number } }>(
      `SELECT key, response_body FROM idempotency_keys WHERE user_id = 'chain-user' AND key LIKE $1`,
      [`${stream}-%`],
    );
    expect(rows).toHaveLength(30);
    for (const row of rows) expect(row.key).toBe(`${stream}-${row.response_body.request}`);
    expect(rows.map((r) => r.response_body.availableCents).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 30 }, (_, i) => i * 1000),
    );
  });

  it('checks a refusal decided on remembered state against the stream before answering it', async () => {
    const a = new PostgresEventStore(db.pool);
    const b = new PostgresEventStore(db.pool);
    const stream = `wallet-${randomUUID()}`;
    const now = new Date().toISOString();
    await executorOf(a).handle(stream, walletDecider, { type: 'OpenWallet', data: { userId: 'u', now } }, context);
    // a remembers an empty wallet; b (another instance) funds it.
    await expect(withdraw(a, stream)).rejects.toBeInstanceOf(DomainError);
    await executorOf(b).handle(
      stream,
      walletDecider,
      {
        type: 'AdjustBalance',
        data: { adjustmentId: randomUUID(), amountCents: 2_000, reason: 'r', adminId: 'x', fourEyes, now },
      },
      context,
    );
    const result = await withdraw(a, stream);
    expect(result.events.map((e) => e.type)).toEqual(['WithdrawalRequested']);
    expect(result.state.availableCents).toBe(1_000);
  });
});
