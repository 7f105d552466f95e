import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { Pool } from 'pg';
import { startAppInstance } from './app-instance-process';
import { BenchConfig } from './bench-config';
import { readCpu } from './cpu-meter';
import { HttpPlayer } from './http-client';
import { LiveClient } from './live-client';
import { percentile, round, sleep } from './stats';

const ADMIN = { ADMIN_EMAIL: 'live-admin@bench.test', ADMIN_PASSWORD: 'live-admin-password' };
const STREAMS = 1_000;
const STREAMS_PER_USER = 5;
const CHANGES_PER_SECOND = 100;

interface Change {
  userId: string;
  sentAt: number;
  ackAt: number;
  /** The request failed (no answer): counted, never left as an unhandled rejection mid-run. */
  failed?: string;
}

/**
 * GET /api/live under load, against one app instance in a process of its own (its memory and CPU
 * are read from /proc, apart from the clients'): 1,000 open streams (200 players, 5 each), and an
 * admin crediting those players at 100 changes a second. Reports how long after a change was
 * recorded each of the player's streams heard it (p50, p99, and what never arrived), the app's resident
 * memory per open stream, and the CPU a change cost the app and PostgreSQL with the streams open
 * and with none (the difference is what live delivery costs).
 */
export async function liveBench(url: string, config: BenchConfig) {
  const app = await startAppInstance(url, 'bench-live', ADMIN);
  const clients: LiveClient[] = [];
  try {
    const admin = await new HttpPlayer(app.base).loginAsAdmin(ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD);
    const players: HttpPlayer[] = [];
    for (let i = 0; i < STREAMS / STREAMS_PER_USER; i += 10) {
      players.push(
        ...(await Promise.all(Array.from({ length: 10 }, (_, j) => new HttpPlayer(app.base).register(`live${i + j}`)))),
      );
    }
    const baseline = await changes(admin, players, config.seconds, app.child.pid!);

    const rssBefore = rssKiB(app.child.pid!);
    for (const player of players) {
      const cookie = player.state().cookie;
      for (let s = 0; s < STREAMS_PER_USER; s++) clients.push(await LiveClient.open(app.base, cookie));
    }
    const refused = clients.filter((c) => c.status !== 200).length;
    await sleep(2_000); // the app settles (buffers allocated, first heartbeats)
    const rssOpen = rssKiB(app.child.pid!);
    for (const client of clients) client.events.length = 0;

    const streamsOf = new Map<string, LiveClient[]>();
    players.forEach((p, i) => streamsOf.set(p.id, clients.slice(i * STREAMS_PER_USER, (i + 1) * STREAMS_PER_USER)));
    const live = await changes(admin, players, config.seconds, app.child.pid!);
    await sleep(2_000); // the last announcements arrive
    // The delay is from the event's recorded time (stamped by the command as it decided, on this
    // machine's clock) to the stream parsing it: commit, read models, feed, NOTIFY, the write.
    // The k-th wallet event a player's stream hears is the k-th credit to that player.
    const recorded = await recordedTimes(url, clients);
    const delays: number[] = [];
    const afterAnswer: number[] = [];
    let lost = 0;
    const seen = new Map<string, number>();
    for (const change of live.log) {
      if (change.failed) continue;
      const k = seen.get(change.userId) ?? 0;
      seen.set(change.userId, k + 1);
      for (const stream of streamsOf.get(change.userId) ?? []) {
        const heard = stream.events.filter((e) => e.kind === 'wallet')[k];
        if (!heard) {
          lost++;
          continue;
        }
        const at = recorded.get(heard.id ?? '');
        if (at !== undefined) delays.push(heard.wallAt - at);
        afterAnswer.push(heard.at - change.ackAt);
      }
    }
    return {
      /** The machine's 1-minute load average at the end (other work on a shared machine shows here). */
      loadAverage: round(loadavg()[0] ?? 0),
      streams: clients.length - refused,
      refused,
      changesPerSecond: { target: CHANGES_PER_SECOND, withoutStreams: baseline.perSecond, withStreams: live.perSecond },
      /** Credits that got no answer (connection errors), with the first error. */
      failedChanges: failures([...baseline.log, ...live.log]),
      deliveries: delays.length,
      lost,
      delayP50ms: percentile(delays, 0.5),
      delayP99ms: percentile(delays, 0.99),
      delayMaxms: percentile(delays, 1),
      /** Heard before the admin's answer arrived: the answer, not the stream, was the slow part. */
      heardBeforeAnswer: afterAnswer.filter((ms) => ms < 0).length,
      rssMiB: { before: round(rssBefore / 1024), withStreams: round(rssOpen / 1024) },
      kibPerStream: round((rssOpen - rssBefore) / STREAMS),
      cpuPerChange: { withoutStreams: baseline.cpu, withStreams: live.cpu },
    };
  } finally {
    for (const client of clients) client.close();
    if (app.child.exitCode === null) app.child.kill('SIGKILL');
  }
}

/** Credits the players round-robin at CHANGES_PER_SECOND for `seconds`; CPU per change of the app and PostgreSQL. */
async function changes(admin: HttpPlayer, players: HttpPlayer[], seconds: number, appPid: number) {
  const log: Change[] = [];
  const cpu0 = readCpu();
  const app0 = processCpuMs(appPid);
  const started = performance.now();
  const total = seconds * CHANGES_PER_SECOND;
  const inFlight: Array<Promise<void>> = [];
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / CHANGES_PER_SECOND;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const player = players[i % players.length]!; // i modulo a non-empty list
    const sentAt = performance.now();
    const change: Change = { userId: player.id, sentAt, ackAt: sentAt };
    log.push(change);
    inFlight.push(
      admin
        .must(
          'POST',
          `/api/admin/users/${player.id}/balance-adjustments`,
          { amount: '0.01', reason: 'Live bench' },
          true,
        )
        .then(
          () => {
            change.ackAt = performance.now();
          },
          (error: unknown) => {
            change.failed = error instanceof Error ? error.message : String(error);
          },
        ),
    );
  }
  await Promise.all(inFlight);
  const elapsed = performance.now() - started;
  const cpu1 = readCpu();
  const app1 = processCpuMs(appPid);
  const per = (ms: number | null) => (ms === null ? null : Math.round((ms / total) * 100) / 100);
  return {
    log,
    perSecond: Math.round((total * 1000) / elapsed),
    cpu: {
      appMsPerChange: per(app1 - app0),
      postgresMsPerChange: per(
        cpu0.postgresMs === null || cpu1.postgresMs === null ? null : cpu1.postgresMs - cpu0.postgresMs,
      ),
    },
  };
}

function failures(log: Change[]): { count: number; first: string | null } {
  const failed = log.filter((c) => c.failed);
  return { count: failed.length, first: failed[0]?.failed ?? null };
}

/** recorded_at of each event the streams heard, by its SSE id (`transaction.global_position`). */
async function recordedTimes(url: string, clients: LiveClient[]): Promise<Map<string, number>> {
  const ids = [...new Set(clients.flatMap((c) => c.events.map((e) => e.id)).filter((id) => id !== undefined))];
  const pool = new Pool({ connectionString: url, max: 1 });
  try {
    const { rows } = await pool.query<{ gp: string; at: Date }>(
      `SELECT global_position::text AS gp, recorded_at AS at FROM events WHERE global_position = ANY($1::bigint[])`,
      [ids.map((id) => id.split('.')[1])],
    );
    const byPosition = new Map(rows.map((r) => [r.gp, r.at.getTime()]));
    const result = new Map<string, number>();
    for (const id of ids) {
      const at = byPosition.get(id.split('.')[1] ?? '');
      if (at !== undefined) result.set(id, at);
    }
    return result;
  } finally {
    await pool.end();
  }
}

/** Every thread of the app's process (HTTP, projection worker, live feed), in CPU milliseconds. */
function processCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function rssKiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}
