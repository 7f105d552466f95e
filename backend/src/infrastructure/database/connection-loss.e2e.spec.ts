import { Pool } from 'pg';
import { startTestApp, TestApp } from '../../../test/test-app';
import { bank, fund } from '../../modules/wallet/shared/wallet.spec-helper';

/**
 * Issue 8, faults: every connection to the database is terminated (pg_terminate_backend) three times
 * while players send withdrawals. The process must survive (an 'error' event on a pg client without
 * a listener would kill it), answer again, and lose or double nothing: every acknowledged
 * withdrawal is in the stream exactly once, a retry with its key changes nothing, and the ledger
 * checks pass.
 */
describe('every database connection terminated under load', () => {
  let t: TestApp;
  let killer: Pool;
  const crashes: unknown[] = [];
  const onCrash = (error: unknown) => crashes.push(error);

  beforeAll(async () => {
    process.on('uncaughtException', onCrash);
    t = await startTestApp();
    killer = new Pool({ connectionString: t.db.url, max: 1 });
    killer.on('error', () => undefined);
  });
  afterAll(async () => {
    process.off('uncaughtException', onCrash);
    await killer.end();
    await t.close();
  });

  it('survives, serves again, and every acknowledged withdrawal is recorded exactly once', async () => {
    const players = [];
    for (let i = 0; i < 6; i++) {
      const player = await t.signUp();
      await fund(t, player.user.id, '2000.00');
      players.push(player);
    }

    const answers: Array<{ userId: string; key: string; status: number; id?: string }> = [];
    let loading = true;
    const load = Promise.all(
      players.map(async ({ agent, user }) => {
        for (let i = 0; loading; i++) {
          const key = `${user.id}-${i}`;
          const res = await agent
            .post('/api/wallet/withdraw')
            .set('Idempotency-Key', key)
            .send({ amount: '10', ...bank });
          answers.push({ userId: user.id, key, status: res.status, id: (res.body as { id?: string }).id });
        }
      }),
    );

    let terminated = 0;
    for (let round = 0; round < 3; round++) {
      await sleep(700);
      const { rows } = await killer.query<{ n: string }>(
        `SELECT count(pg_terminate_backend(pid))::text AS n FROM pg_stat_activity
          WHERE pid <> pg_backend_pid() AND datname = current_database()`,
      );
      terminated += Number(rows[0].n);
    }
    await sleep(500);
    loading = false;
    await load;

    expect(crashes).toEqual([]);
    expect(terminated).toBeGreaterThan(10);
    // A dropped connection is "unavailable, retry" (503), never an unexplained 500.
    expect(answers.filter((a) => a.status >= 500 && a.status !== 503)).toEqual([]);

    // Serves again: healthy, and a new command goes through.
    await waitUntil(async () => (await t.agent().get('/api/health')).status === 200, 10_000);
    const after = await players[0].agent
      .post('/api/wallet/withdraw')
      .set('Idempotency-Key', 'after-the-storm')
      .send({ amount: '10', ...bank });
    expect(after.status).toBe(201);

    // Nothing acknowledged is missing or doubled.
    const acknowledged = answers.filter((a) => a.status === 201);
    expect(acknowledged.length).toBeGreaterThan(0);
    for (const { user } of players) {
      const events = await t.streamEvents(`wallet-${user.id}`);
      const ids = events.filter((e) => e.type === 'WithdrawalRequested').map((e) => e.data.withdrawalId as string);
      expect(new Set(ids).size).toBe(ids.length);
      for (const a of acknowledged.filter((x) => x.userId === user.id)) expect(ids).toContain(a.id);
    }
    // A client retrying an acknowledged request gets the same answer and no second effect.
    const sample = acknowledged.slice(0, 6);
    for (const a of sample) {
      const player = players.find((p) => p.user.id === a.userId)!;
      const again = await player.agent
        .post('/api/wallet/withdraw')
        .set('Idempotency-Key', a.key)
        .send({ amount: '10', ...bank });
      expect(again.status).toBe(201);
      expect((again.body as { id: string }).id).toBe(a.id);
    }

    // Read models caught up, and balances equal the fold of the events; postings sum to zero.
    await waitUntil(async () => {
      const health = await (await t.admin()).get('/api/health');
      return health.status === 200 && (health.body as { maxProjectionLag: number }).maxProjectionLag === 0;
    }, 10_000);
    const verify = await (await t.admin()).get('/api/admin/ledger/verify');
    expect(verify.body).toMatchObject({ ok: true, differences: [] });
  });
});

function sleep(ms: number): Promise<void> {
  return new Promise((done) => setTimeout(done, ms));
}

async function waitUntil(condition: () => Promise<boolean>, withinMs: number): Promise<void> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    if (await condition().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`not true within ${withinMs} ms`);
    await sleep(100);
  }
}
