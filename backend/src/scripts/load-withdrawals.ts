import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { Pool } from 'pg';
import { createApp } from '../app.factory';
import { loadConfig } from '../config/app-config';
import { startEmbeddedPostgres } from '../infrastructure/database/embedded-postgres';

/**
 * Developer tool (not the benchmark): $10 withdrawals with Idempotency-Keys from N clients through
 * the real HTTP stack, next to the raw single-row INSERT ceiling of the same PostgreSQL.
 *   npm run build -w backend && node backend/dist/scripts/load-withdrawals.js
 * LOAD_SECONDS (10), LOAD_CLIENTS (32), LOAD_MODE (spread | hot | both).
 * The HTTP clients run in a worker thread so that they do not share the app's event loop.
 */
const SECONDS = Number(process.env.LOAD_SECONDS ?? 10);
const CLIENTS = Number(process.env.LOAD_CLIENTS ?? 32);
const MODE = process.env.LOAD_MODE ?? 'both';
const BANK = { accountNumber: 'PK36SCBL0000001123456702', accountHolderName: 'Load Tester', bankName: 'Bench Bank' };

interface WorkerInput {
  baseUrl: string;
  cookies: string[];
  seconds: number;
}
interface WorkerOutput {
  latencies: number[];
  statuses: Record<string, number>;
}

async function clientLoop(input: WorkerInput): Promise<WorkerOutput> {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const deadline = performance.now() + input.seconds * 1000;
  await Promise.all(
    input.cookies.map(async (cookie) => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        const res = await fetch(`${input.baseUrl}/api/wallet/withdraw`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie, 'idempotency-key': randomUUID() },
          body: JSON.stringify({ amount: 10, ...BANK }),
        });
        await res.arrayBuffer();
        latencies.push(performance.now() - t0);
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      }
    }),
  );
  return { latencies, statuses };
}

if (!isMainThread) {
  void clientLoop(workerData as WorkerInput).then((out) => parentPort!.postMessage(out));
} else {
  void main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'courtcash-load-'));
  const embedded = await startEmbeddedPostgres({ dataDir, database: 'load' });
  const config = loadConfig({
    NODE_ENV: 'test',
    BCRYPT_ROUNDS: '4',
    SEED_DEMO_DATA: 'false',
    ADMIN_EMAIL: 'load-admin@example.test',
    ADMIN_PASSWORD: 'load-admin-password',
  });
  const running = await createApp(config, embedded.url, { logger: false });
  const server = (await running.app.listen(0, '127.0.0.1')) as Server;
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const results: Record<string, unknown> = {};
  try {
    const settings = await running.pool.query<{ name: string; setting: string }>(
      `SELECT name, setting FROM pg_settings WHERE name IN ('fsync', 'synchronous_commit')`,
    );
    results.settings = Object.fromEntries(settings.rows.map((r) => [r.name, r.setting]));
    results.ceiling = await insertCeiling(embedded.url, CLIENTS, SECONDS);
    const admin = await signIn(baseUrl, 'load-admin@example.test', 'load-admin-password');

    if (MODE !== 'hot') {
      const cookies: string[] = [];
      for (let i = 0; i < CLIENTS; i++) {
        const { cookie, id } = await register(baseUrl);
        await fund(baseUrl, admin, id, 10);
        cookies.push(cookie);
      }
      // Experiment switch: how fast is the command path alone, with no projection work competing?
      if (process.env.LOAD_STOP_PROJECTIONS === '1') await running.runner.stop();
      results.spread = withRatio(await runClients(baseUrl, cookies), results.ceiling);
    }
    if (MODE !== 'spread') {
      const { cookie, id } = await register(baseUrl);
      await fund(baseUrl, admin, id, 60);
      results.hot = withRatio(await runClients(baseUrl, Array(CLIENTS).fill(cookie) as string[]), results.ceiling);
    }
    const verify = await fetch(`${baseUrl}/api/admin/ledger/verify`, { headers: { cookie: admin } });
    const body = (await verify.json()) as { ok: boolean; differences: unknown[] };
    results.ledgerVerify = { ok: body.ok, differences: body.differences.length };
    console.log(JSON.stringify(results, null, 2));
  } finally {
    await running.close();
    await embedded.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function withRatio(run: { perSecond: number }, ceiling: unknown) {
  const c = (ceiling as { perSecond: number }).perSecond;
  return { ...run, ratioToCeiling: Math.round((run.perSecond / c) * 1000) / 1000 };
}

async function runClients(baseUrl: string, cookies: string[]) {
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const cpu = process.cpuUsage();
  const worker = new Worker(__filename, { workerData: { baseUrl, cookies, seconds: SECONDS } satisfies WorkerInput });
  const out = await new Promise<WorkerOutput>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  await worker.terminate();
  loop.disable();
  const used = process.cpuUsage(cpu);
  return {
    ...summary(out.latencies, SECONDS, out.statuses),
    appEventLoopDelayP99Ms: Math.round(loop.percentile(99) / 1e5) / 10,
    appCpuPercent: Math.round(((used.user + used.system) / 1e4 / SECONDS) * 10) / 10,
  };
}

async function insertCeiling(url: string, clients: number, seconds: number) {
  const pool = new Pool({ connectionString: url, max: clients });
  pool.on('error', () => undefined);
  await pool.query(`CREATE TABLE IF NOT EXISTS load_ceiling (id bigserial PRIMARY KEY, v integer NOT NULL)`);
  const latencies: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      const client = await pool.connect();
      try {
        while (performance.now() < deadline) {
          const t0 = performance.now();
          await client.query(`INSERT INTO load_ceiling (v) VALUES ($1)`, [1]);
          latencies.push(performance.now() - t0);
        }
      } finally {
        client.release();
      }
    }),
  );
  await pool.end();
  return summary(latencies, seconds, {});
}

function summary(latencies: number[], seconds: number, statuses: Record<string, number>) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0) * 10) / 10;
  return {
    requests: sorted.length,
    perSecond: Math.round(sorted.length / seconds),
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    statuses,
  };
}

async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return cookieOf(res);
}

async function register(baseUrl: string): Promise<{ cookie: string; id: string }> {
  const res = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `load-${randomUUID()}@example.test`,
      password: 'correct horse battery',
      firstName: 'Load',
      lastName: 'Tester',
    }),
  });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${await res.text()}`);
  const user = (await res.json()) as { id: string };
  return { cookie: cookieOf(res), id: user.id };
}

async function fund(baseUrl: string, admin: string, userId: string, times: number): Promise<void> {
  for (let i = 0; i < times; i++) {
    const res = await fetch(`${baseUrl}/api/admin/users/${userId}/balance-adjustments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: admin, 'idempotency-key': randomUUID() },
      body: JSON.stringify({ amount: '10000.00', reason: 'load test funding' }),
    });
    if (res.status !== 201) throw new Error(`funding failed: ${res.status} ${await res.text()}`);
  }
}

function cookieOf(res: Response): string {
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!) // split always answers at least one part
    .find((c) => c.startsWith('courtcash.sid='));
  if (!cookie) throw new Error('no session cookie');
  return cookie;
}
