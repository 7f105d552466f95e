import { Pool } from 'pg';
import request from 'supertest';
import { startTestApp, TestApp, ADULT_IN_CALIFORNIA } from '../../../test/test-app';

/**
 * Issue 8, faults: /api/health tells the truth about the database, cheaply. The database is made
 * unreachable by refusing connections to it (ALLOW_CONNECTIONS false) and terminating the open
 * ones; the shared test server itself stays up. Killing the embedded PostgreSQL (the watchdog) and
 * the Node process are covered by e2e/faults.e2e.ts, against the built app.
 */
describe('/api/health while the database is down', () => {
  let t: TestApp;
  let admin: Pool;
  let database: string;
  const health = () => request(t.running.app.getHttpServer()).get('/api/health');

  beforeAll(async () => {
    t = await startTestApp();
    const url = new URL(t.db.url);
    database = url.pathname.slice(1);
    url.pathname = '/postgres';
    admin = new Pool({ connectionString: url.toString(), max: 1 });
    admin.on('error', () => undefined);
  });
  afterAll(async () => {
    await admin.query(`ALTER DATABASE "${database}" WITH ALLOW_CONNECTIONS true`);
    await admin.end();
    await t.close();
  });

  it("is 200 with the durability settings PostgreSQL reports, and the projections' lag (for an admin)", async () => {
    const admin = await t.admin();
    const detailed = () => admin.get('/api/health');
    const res = await detailed();
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'ok',
      database: 'up',
      // The test server runs without fsync (test/global-setup.ts), and health says so.
      durability: { fsync: 'off', synchronousCommit: 'off', fullPageWrites: 'off', durable: false },
      maxProjectionLag: expect.any(Number),
    });
    expect(res.body.projections.length).toBeGreaterThan(0);
    // The start-up's own events (the admin) are applied shortly, and the lag says so.
    await waitUntil(async () => (await detailed()).body.maxProjectionLag === 0, 5_000);
  });

  it('shows anyone else the status alone: no host, port, version or settings', async () => {
    const res = await health();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', database: 'up' });
    const { agent } = await t.signUp();
    expect((await agent.get('/api/health')).body).toEqual({ status: 'ok', database: 'up' });
  });

  it('is 503 "database down" while PostgreSQL refuses connections, and 200 again soon after it is back', async () => {
    await admin.query(`ALTER DATABASE "${database}" WITH ALLOW_CONNECTIONS false`);
    await admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`,
      [database],
    );
    try {
      await waitUntil(async () => (await health()).status === 503, 5_000);
      const down = await health();
      expect(down.status).toBe(503);
      expect(down.body).toMatchObject({ status: 'down', database: 'down', code: 'HEALTH.DATABASE_DOWN' });
      expect(down.body.message).toMatch(/^The database is not reachable/);
      // The driver's reason ("connect ECONNREFUSED 127.0.0.1:5432") names the host and port: not for anyone.
      expect(JSON.stringify(down.body)).not.toMatch(new RegExp(`${new URL(t.db.url).port}|127\\.0\\.0\\.1|localhost`));
      // Other requests that need the database say so too: 503 with a sentence, not a crash or a 500.
      const refused = await t
        .agent()
        .post('/api/auth/register')
        .send({
          email: 'while-down@example.test',
          password: 'correct horse battery',
          firstName: 'Down',
          lastName: 'Time',
          ...ADULT_IN_CALIFORNIA,
        });
      expect(refused.status).toBe(503);
      expect(refused.body).toMatchObject({ code: 'SERVICE.DATABASE_UNAVAILABLE' });
    } finally {
      await admin.query(`ALTER DATABASE "${database}" WITH ALLOW_CONNECTIONS true`);
    }
    const back = Date.now();
    await waitUntil(async () => (await health()).status === 200, 10_000);
    expect(Date.now() - back).toBeLessThan(10_000);
    expect((await health()).body).toMatchObject({ database: 'up' });
    // "degraded" (still 200) until every read model has retried past the outage's error.
    await waitUntil(async () => (await health()).body.status === 'ok', 20_000);
    // And the app works again end to end.
    await t.signUp();
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
