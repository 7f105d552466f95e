import { randomUUID } from 'node:crypto';
import { startTestApp, TestApp } from '../../../../test/test-app';
import { comparePositions } from '../../../event-store/event-store.port';
import { WriteFence } from '../../../infrastructure/event-sourcing/write-fence';
import { allProjections } from '../../../projections/all-projections';
import { ProjectionRunner } from '../../../projections/runner/projection-runner';
import { verifyLedgerAt } from '../../../scripts/ledger-verify';
import { balances, bank, fund, simulatedCardDeposit } from '../shared/wallet.spec-helper';

/** mulberry32: a tiny seeded PRNG, so a failing run can be replayed with its seed. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  return {
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)],
  };
}

const dollars = (cents: number) => `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

describe('ledger: verification, point-in-time balances', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('stays clean after a randomized run of deposits, withdrawals and adjustments, and catches a tampered users.balance', async () => {
    const seed = Number(process.env.LEDGER_SEED ?? 20261121);
    const random = prng(seed);
    const admin = await t.admin();
    const players = await Promise.all(Array.from({ length: 4 }, () => t.signUp()));
    const expected = new Map(players.map((p) => [p.user.id, { available: 0, pending: 0 }]));
    let ref = 0;

    // Rounds in which every player acts at once; the choices are drawn before any request, so a
    // seed always means the same plan whatever order the requests finish in.
    for (let round = 0; round < 15; round++) {
      const plans = players.map((player) => ({
        player,
        op: random.pick(['card', 'bank', 'withdraw', 'adjust'] as const),
        cents: random.int(10, 300) * 100 + random.int(0, 99),
        decision: random.int(0, 2),
        sign: random.pick([1, -1]),
        reference: `SEED-${seed}-${ref++}`,
      }));
      await Promise.all(plans.map((plan) => act(plan)));
    }

    async function act({
      player: { agent, user },
      op,
      cents,
      decision,
      sign,
      reference,
    }: {
      player: (typeof players)[number];
      op: 'card' | 'bank' | 'withdraw' | 'adjust';
      cents: number;
      decision: number;
      sign: number;
      reference: string;
    }): Promise<void> {
      const model = expected.get(user.id)!;
      if (op === 'card') {
        await simulatedCardDeposit(agent, cents / 100);
        model.available += cents;
      } else if (op === 'bank') {
        const res = await agent
          .post('/api/wallet/deposit')
          .send({ amount: dollars(cents), paymentMethod: 'bank_transfer', transactionReference: reference });
        expect(res.status).toBe(201);
        const action = (['approve', 'reject', 'leave'] as const)[decision];
        if (action === 'leave') model.pending += cents;
        else
          expect(
            (await admin.post(`/api/admin/deposits/${res.body.id}/${action}`).send({ reason: 'seeded run' })).status,
          ).toBe(200);
        if (action === 'approve') model.available += cents;
      } else if (op === 'withdraw') {
        const res = await agent.post('/api/wallet/withdraw').send({ amount: dollars(cents), ...bank });
        if (cents > model.available) return void expect(res.status).toBe(400);
        expect(res.status).toBe(201);
        model.available -= cents;
        const action = (['complete', 'reject', 'leave'] as const)[decision];
        if (action !== 'leave')
          expect(
            (await admin.post(`/api/admin/withdrawals/${res.body.id}/${action}`).send({ reason: 'seeded run' })).status,
          ).toBe(200);
        if (action === 'reject') model.available += cents;
      } else {
        const res = await admin
          .post(`/api/admin/users/${user.id}/balance-adjustments`)
          .send({ amount: (sign < 0 ? '-' : '') + dollars(cents), reason: 'seeded run' });
        if (model.available + sign * cents < 0) return void expect(res.status).toBe(400);
        expect(res.status).toBe(201);
        model.available += sign * cents;
      }
    }

    for (const { agent, user } of players) {
      const model = expected.get(user.id)!;
      expect(await balances(agent)).toEqual({
        balance: dollars(model.available),
        pendingBalance: dollars(model.pending),
      });
    }
    const report = await admin.get('/api/admin/ledger/verify');
    expect(report.status).toBe(200);
    expect(report.body).toMatchObject({ ok: true, differences: [] });
    expect(report.body.checkedWallets).toBeGreaterThanOrEqual(5);
    expect(report.body.checkedEvents).toBeGreaterThan(20);
    expect(await verifyLedgerAt(t.db.url)).toMatchObject({ ok: true });

    // Tamper with the cache directly: both the endpoint and the script see it.
    const victim = players[0].user.id;
    await t.db.pool.query(`UPDATE users SET balance = balance + 0.01 WHERE id = $1`, [victim]);
    const tampered = await admin.get('/api/admin/ledger/verify');
    expect(tampered.body.ok).toBe(false);
    expect(tampered.body.differences).toEqual([
      expect.objectContaining({
        check: 'users.balance',
        subject: `user:${victim}`,
        expected: dollars(expected.get(victim)!.available),
        actual: dollars(expected.get(victim)!.available + 1),
      }),
    ]);
    const script = await verifyLedgerAt(t.db.url);
    expect(script.ok).toBe(false);
    expect(script.differences).toHaveLength(1);
    await t.db.pool.query(`UPDATE users SET balance = balance - 0.01 WHERE id = $1`, [victim]);
  });

  it('reports a mirror the platform ledger has not appended, and the ledger catches up after a crash', async () => {
    const { user } = await t.signUp();
    // The process died between the wallet append and its mirror: the projection worker, which
    // runs the ledger subscribers beside the read models, is gone until the process restarts.
    await t.running.runner.stop();
    const { position } = await t.running.store.appendToStream(
      `wallet-${user.id}`,
      [
        {
          id: randomUUID(),
          type: 'BalanceAdjusted',
          data: {
            adjustmentId: randomUUID(),
            amountCents: 700,
            reason: 'crash test',
            adminId: 'admin',
            adjustedAt: new Date().toISOString(),
          },
        },
      ],
      { expectedRevision: 0 },
    );
    // The read models catch up without the subscribers (as another instance leading them would).
    const readModels = new ProjectionRunner(t.running.store, t.running.dataSource, allProjections());
    await readModels.catchUp();
    await readModels.stop();
    const before = await (await t.admin()).get('/api/admin/ledger/verify');
    expect(before.body.ok).toBe(false);
    expect(before.body.differences).toEqual([
      expect.objectContaining({ check: 'platform-mirror', subject: 'platform-adjustments' }),
    ]);

    t.running.runner.start(); // the restarted process picks up from the subscribers' checkpoints
    await t.running.runner.subscribers.waitFor(position, 5000);
    // The mirror was appended on the worker's thread; the app's fence has noted it, so reads wait for it.
    const mirror = (await t.running.store.readStream('platform-adjustments')).find(
      (e) => (e.data as { sourceStream?: string }).sourceStream === `wallet-${user.id}`,
    );
    expect(mirror).toBeDefined();
    expect(comparePositions(t.running.app.get(WriteFence).position, mirror!.position)).toBeGreaterThanOrEqual(0);
    expect((await (await t.admin()).get('/api/admin/ledger/verify')).body).toMatchObject({ ok: true });
    const mirrors = (await t.streamEvents('platform-adjustments')).filter(
      (e) => e.data.sourceStream === `wallet-${user.id}`,
    );
    expect(mirrors.map((e) => e.data.netChangeCents)).toEqual([-700]);
  });

  it('GET /api/admin/ledger/{userId}?at= replays the stream up to that instant', async () => {
    const { agent, user } = await t.signUp();
    await fund(t, user.id, '100.00');
    await new Promise((resolve) => setTimeout(resolve, 30));
    const between = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect((await agent.post('/api/wallet/withdraw').send({ amount: '30', ...bank })).status).toBe(201);
    const admin = await t.admin();

    const then = await admin.get(`/api/admin/ledger/${user.id}?at=${encodeURIComponent(between)}`);
    expect(then.status).toBe(200);
    expect(then.body.balance).toEqual({ available: '100.00', held: '0.00', pendingDeposits: '0.00' });
    expect(then.body.entries.map((e: { type: string }) => e.type)).toEqual(['WalletOpened', 'BalanceAdjusted']);
    expect(then.body.entries[1]).toMatchObject({
      reason: 'test funding',
      postings: [
        {
          source: 'platform:adjustments',
          destination: `wallet:${user.id}:available`,
          amount: '100.00',
          asset: 'USD/2',
        },
      ],
    });

    const now = await admin.get(`/api/admin/ledger/${user.id}`);
    expect(now.body.balance).toEqual({ available: '70.00', held: '30.00', pendingDeposits: '0.00' });
    expect(now.body.entries.at(-1)).toMatchObject({
      type: 'WithdrawalRequested',
      balanceAfter: { available: '70.00', held: '30.00' },
    });

    const bad = await admin.get(`/api/admin/ledger/${user.id}?at=yesterday`);
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('LEDGER.INVALID_TIME');
    expect(bad.body.message).toBe('The time must be an ISO-8601 instant, for example 2026-11-21T10:00:00Z.');
    expect((await admin.get('/api/admin/ledger/no-such-user')).status).toBe(404);
  });
});
