import { ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { Pool } from 'pg';
import { allProjections } from '../../projections/all-projections';
import { BenchConfig } from './bench-config';
import { HttpPlayer, adjustBalance, secondAdmin } from './http-client';
import { runPhaseInWorker } from './load-phase';
import { sleep } from './stats';
import { WITHDRAWAL } from './workloads';

const SESSION_SECRET = randomBytes(48).toString('base64url');
const ADMIN = { ADMIN_EMAIL: 'two-admin@bench.test', ADMIN_PASSWORD: 'two-admin-password' };

interface Instance {
  name: string;
  child: ChildProcess;
  base: string;
}

/**
 * Two app processes on one database: withdrawals through one of them, then through both (the same
 * clients split in half); then `kill -9` of the projection leader and the time until the other
 * instance holds every projection's lock.
 */
export async function twoInstances(url: string, config: BenchConfig) {
  const pool = new Pool({ connectionString: url, max: 2 });
  pool.on('error', () => undefined);
  const a = await start(url, 'bench-a', ADMIN);
  const b = await start(url, 'bench-b', {});
  try {
    const admin = await new HttpPlayer(a.base).loginAsAdmin(ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD);
    const players: HttpPlayer[] = [];
    for (let i = 0; i < config.clients; i += 8) {
      players.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(8, config.clients - i) }, (_, j) =>
            new HttpPlayer(a.base).register(`two${i + j}`),
          ),
        )),
      );
    }
    // Above the four-eyes threshold: a second admin approves each adjustment.
    const approver = await secondAdmin(a.base, admin);
    for (const player of players) await adjustBalance(admin, approver, player.id, '8000.00', 'Bench funding');
    // Sessions live in PostgreSQL: the same cookie works on either instance.
    const onA = await Promise.all(players.map((p) => p.anotherSession()));
    const split = await Promise.all(players.map((p, i) => (i % 2 === 0 ? p : p.on(b.base)).anotherSession()));
    const oneInstance = await runPhaseInWorker(onA, [], 'withdrawal', config.seconds);
    const bothInstances = await runPhaseInWorker(split, [], 'withdrawal', config.seconds);
    const roundRobin = await staleReads(onA, [a.base, b.base], 20);
    const leaderBefore = await holders(pool);
    const killedAt = performance.now();
    a.child.kill('SIGKILL');
    let handOffMs: number | null = null;
    while (performance.now() - killedAt < 15_000) {
      const held = await holders(pool);
      if (Object.values(held).every((h) => h === 'bench-b')) {
        handOffMs = Math.round(performance.now() - killedAt);
        break;
      }
      await sleep(20);
    }
    return { oneInstance, bothInstances, roundRobin, leaderBefore, handOffMs };
  } finally {
    for (const instance of [a, b]) if (instance.child.exitCode === null) instance.child.kill('SIGKILL');
    await pool.end();
  }
}

/**
 * A balancer without sticky sessions: each client's withdrawal goes to one instance and its balance
 * is read at once on the other. A read showing another balance than the withdrawal's answer is
 * stale (issue 21: must be 0).
 */
async function staleReads(players: HttpPlayer[], bases: [string, string], rounds: number) {
  let reads = 0;
  let stale = 0;
  let firstStale: { answered: unknown; read: unknown } | null = null;
  await Promise.all(
    players.map(async (player, i) => {
      for (let round = 0; round < rounds; round++) {
        const [write, read] = (i + round) % 2 === 0 ? bases : [bases[1], bases[0]];
        const withdrawn = await player.call('POST', '/api/wallet/withdraw', WITHDRAWAL, true, write);
        if (withdrawn.status !== 201) continue;
        const session = await player.call('GET', '/api/user/session', undefined, false, read);
        if (session.status !== 200) throw new Error(`GET /api/user/session answered ${session.status} on ${read}`);
        reads++;
        if (session.body.balance !== withdrawn.body.balance) {
          stale++;
          firstStale ??= { answered: withdrawn.body.balance, read: session.body.balance };
        }
      }
    }),
  );
  return { reads, stale, firstStale };
}

/** Which instance (application_name) holds each projection's advisory lock. */
async function holders(pool: Pool): Promise<Record<string, string | null>> {
  const names = allProjections().map((p) => p.name);
  const { rows } = await pool.query<{ name: string; holder: string | null }>(
    `SELECT p.name, a.application_name AS holder
       FROM unnest($1::text[]) AS p(name)
       LEFT JOIN pg_locks l ON l.locktype = 'advisory' AND l.granted
        AND ((l.classid::bigint << 32) | l.objid::bigint) = hashtext('projection:' || p.name)::bigint
       LEFT JOIN pg_stat_activity a ON a.pid = l.pid`,
    [names],
  );
  return Object.fromEntries(rows.map((r) => [r.name, r.holder]));
}

async function start(url: string, name: string, env: Record<string, string>): Promise<Instance> {
  const withName = new URL(url);
  withName.searchParams.set('application_name', name);
  const child = spawn(process.execPath, [join(__dirname, 'app-instance.js')], {
    // One SESSION_SECRET for every instance, as production requires: a cookie works on either.
    env: { ...process.env, SESSION_SECRET, ...env, DATABASE_URL: withName.toString() },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve((JSON.parse(line) as { port: number }).port);
    });
    child.on('exit', (code) => reject(new Error(`instance ${name} exited with ${code}: ${errors}`)));
  });
  return { name, child, base: `http://127.0.0.1:${port}` };
}
