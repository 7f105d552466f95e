import { Pool } from 'pg';
import { allProjections } from '../../projections/all-projections';
import { startAppInstance } from './app-instance-process';
import { BenchConfig } from './bench-config';
import { HttpPlayer, adjustBalance, secondAdmin } from './http-client';
import { runPhaseInWorker } from './load-phase';
import { sleep } from './stats';
import { WITHDRAWAL } from './workloads';

const ADMIN = { ADMIN_EMAIL: 'two-admin@bench.test', ADMIN_PASSWORD: 'two-admin-password' };

/**
 * Two app processes on one database: withdrawals through one of them, then through both (the same
 * clients split in half); then `kill -9` of the projection leader and the time until the other
 * instance holds every projection's lock.
 */
export async function twoInstances(url: string, config: BenchConfig) {
  const pool = new Pool({ connectionString: url, max: 2 });
  pool.on('error', () => undefined);
  const a = await startAppInstance(url, 'bench-a', ADMIN);
  const b = await startAppInstance(url, 'bench-b');
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
