import { startTestApp, TestApp } from '../../../../test/test-app';
import { fund, simulatedCardDeposit } from '../../wallet/shared/wallet.spec-helper';
import { ledgerRows } from './ledger-export';
import { transactionRows } from './transactions-export';
import { NO_TRANSACTION_FILTER } from '../transactions/transaction-filter';

/** Splits the CSV the exports write (no embedded newlines in these fixtures). */
const rowsOf = (text: string) =>
  text
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(','));

describe('CSV exports: GET /api/admin/transactions/export.csv and /api/admin/ledger/{userId}/export.csv', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('exports every transaction in [from, to) with a header, 12.50 amounts and ISO-8601 UTC times', async () => {
    const admin = await t.admin();
    const from = new Date().toISOString();
    const { user, agent } = await t.signUp({ firstName: 'Cora', lastName: 'Csv' });
    await simulatedCardDeposit(agent, 12.5);
    await admin
      .post(`/api/admin/users/${user.id}/balance-adjustments`)
      .send({ amount: '3.00', reason: '=HYPERLINK("http://evil")' })
      .expect(201);
    const res = await admin.get(`/api/admin/transactions/export.csv?from=${encodeURIComponent(from)}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="transactions.csv"');
    const [header, ...rows] = rowsOf(res.text);
    expect(header).toEqual([
      'created_at',
      'transaction_id',
      'user_id',
      'email',
      'type',
      'amount',
      'fee',
      'status',
      'reference',
      'tournament_id',
      'description',
    ]);
    const mine = rows.filter((r) => r[2] === user.id);
    expect(mine.length).toBeGreaterThanOrEqual(1);
    const deposit = mine.find((r) => r[4] === 'deposit');
    expect(deposit).toBeDefined();
    expect(deposit?.[5]).toBe('12.50');
    expect(deposit?.[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(deposit?.[3]).toBe(user.email);
    for (const r of rows) expect(r[0] >= from.slice(0, 19)).toBe(true);
    // Nothing a spreadsheet would run as a formula.
    expect(res.text).not.toMatch(/(^|,)=/m);

    const none = await admin.get(`/api/admin/transactions/export.csv?to=${encodeURIComponent(from)}&from=2000-01-01`);
    expect(rowsOf(none.text).filter((r) => r[2] === user.id)).toEqual([]);
  });

  it('reads in keyset batches: every row exactly once, in order, across batch boundaries', async () => {
    const admin = await t.admin();
    const { user } = await t.signUp();
    const from = new Date(Date.now() - 1000);
    // Concurrent writes land in the same millisecond: the keyset must still keep each row once.
    await Promise.all(
      Array.from({ length: 7 }, (_, n) =>
        admin
          .post(`/api/admin/users/${user.id}/balance-adjustments`)
          .send({ amount: `${n + 1}.00`, reason: `bulk ${n}` })
          .expect(201),
      ),
    );
    const { dataSource, store } = t.running;
    const batches: string[][][] = [];
    for await (const rows of transactionRows(dataSource, { ...NO_TRANSACTION_FILTER, from }, 2))
      batches.push(rows as string[][]);
    expect(batches.every((b) => b.length <= 2)).toBe(true);
    const mine = batches.flat().filter((r) => r[2] === user.id);
    expect(mine).toHaveLength(7);
    expect(new Set(mine.map((r) => r[1])).size).toBe(7);
    expect(mine.map((r) => r[5]).sort()).toEqual(['1.00', '2.00', '3.00', '4.00', '5.00', '6.00', '7.00']);
    const all = await admin.get(`/api/admin/transactions/export.csv?from=${encodeURIComponent(from.toISOString())}`);
    expect(rowsOf(all.text).filter((r) => r[2] === user.id)).toEqual(mine.map((r) => r.map((c) => c ?? '')));

    const ledger: string[][] = [];
    for await (const rows of ledgerRows(store, dataSource, user.id, new Date(), 3))
      ledger.push(...(rows as string[][]));
    expect(ledger.map((r) => Number(r[1]))).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(ledger[7][8]).toBe('28.00');
  });

  it('exports one wallet up to an instant with running balances, actor and reason', async () => {
    const admin = await t.admin();
    const { user, agent } = await t.signUp();
    await fund(t, user.id, '20.00');
    const midway = new Date(Date.now() + 1).toISOString();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await simulatedCardDeposit(agent, 15);
    const all = await admin.get(`/api/admin/ledger/${user.id}/export.csv`);
    expect(all.status).toBe(200);
    expect(all.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [header, ...rows] = rowsOf(all.text);
    expect(header).toEqual([
      'recorded_at',
      'revision',
      'global_position',
      'event_id',
      'type',
      'available_change',
      'held_change',
      'pending_change',
      'available_after',
      'held_after',
      'pending_after',
      'actor_user_id',
      'reason',
    ]);
    expect(rows.map((r) => [r[4], r[5], r[8]])).toEqual([
      ['WalletOpened', '0.00', '0.00'],
      ['BalanceAdjusted', '20.00', '20.00'],
      ['Deposited', '15.00', '35.00'],
    ]);
    expect(rows[1][12]).toBe('test funding');
    expect(rows[1][11]).not.toBe('');
    const atMidway = await admin.get(`/api/admin/ledger/${user.id}/export.csv?at=${encodeURIComponent(midway)}`);
    expect(
      rowsOf(atMidway.text)
        .slice(1)
        .map((r) => r[4]),
    ).toEqual(['WalletOpened', 'BalanceAdjusted']);
  });

  it('is admin-only and refuses a bad time or an unknown wallet with a readable 4xx', async () => {
    const player = await t.signUp();
    expect((await player.agent.get('/api/admin/transactions/export.csv')).status).toBe(403);
    expect((await player.agent.get(`/api/admin/ledger/${player.user.id}/export.csv`)).status).toBe(403);
    expect((await t.agent().get('/api/admin/transactions/export.csv')).status).toBe(401);
    const admin = await t.admin();
    const bad = await admin.get('/api/admin/transactions/export.csv?from=yesterday');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'EXPORT.INVALID_TIME' });
    const backwards = await admin.get('/api/admin/transactions/export.csv?from=2026-02-01&to=2026-01-01');
    expect(backwards.status).toBe(400);
    const unknown = await admin.get('/api/admin/ledger/no-such-user/export.csv');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'LEDGER.NO_WALLET' });
  });
});
