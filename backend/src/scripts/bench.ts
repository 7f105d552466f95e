import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Pool } from 'pg';
import { PostgresEventStore } from '../event-store/postgres/postgres-event-store';
import { WrongExpectedRevisionError } from '../event-store/event-store.port';
import { openDatabase } from '../infrastructure/database/data-source';
import { startEmbeddedPostgres } from '../infrastructure/database/embedded-postgres';
import { UsersProjection } from '../projections/users/users.projection';
import { ProjectionRunner } from '../projections/runner/projection-runner';

/**
 * `npm run bench`: throughput and latency of the event store and the projection runner on a fresh
 * embedded PostgreSQL (or BENCH_DATABASE_URL). Prints numbers; it asserts nothing.
 */
async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'courtcash-bench-'));
  const embedded = process.env.BENCH_DATABASE_URL ? null : await startEmbeddedPostgres({ dataDir, database: 'bench' });
  const url = process.env.BENCH_DATABASE_URL ?? embedded!.url;
  const dataSource = await openDatabase(url);
  const pool = new Pool({ connectionString: url, max: 16 });
  pool.on('error', () => undefined); // connections the server closes at shutdown
  const store = new PostgresEventStore(pool);
  const results: Record<string, unknown> = {};
  try {
    results.appendSingleWriter = await appendBench(store, 1, 1000);
    results.append8Writers = await appendBench(store, 8, 4000);
    results.contendedStream8Writers = await contendedBench(store, 8, 400);
    results.readAll = await readAllBench(store);
    results.usersProjectionReplay = await projectionBench(store, dataSource, 2000);
    const memory = process.memoryUsage();
    results.memoryMiB = { rss: mib(memory.rss), heapUsed: mib(memory.heapUsed) };
    console.log(JSON.stringify(results, null, 2));
  } finally {
    await pool.end();
    await dataSource.destroy();
    await embedded?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function appendBench(store: PostgresEventStore, writers: number, total: number) {
  const latencies: number[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: writers }, async (_, w) => {
      const stream = `bench-${w}-${randomUUID()}`;
      let revision: number | 'no_stream' = 'no_stream';
      for (let i = 0; i < total / writers; i++) {
        const t0 = performance.now();
        const result = await store.appendToStream(
          stream,
          [{ id: randomUUID(), type: 'Benched', data: { i, amountCents: 1250 } }],
          { expectedRevision: revision },
        );
        latencies.push(performance.now() - t0);
        revision = result.nextExpectedRevision;
      }
    }),
  );
  return summary(total, performance.now() - started, latencies);
}

/** Many writers on ONE stream: the optimistic check makes losers retry (the wallet's worst case). */
async function contendedBench(store: PostgresEventStore, writers: number, total: number) {
  const stream = `bench-hot-${randomUUID()}`;
  let conflicts = 0;
  const latencies: number[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: writers }, async () => {
      for (let i = 0; i < total / writers; i++) {
        const t0 = performance.now();
        for (;;) {
          const events = await store.readStream(stream);
          const expected = events.length === 0 ? 'no_stream' : events[events.length - 1]!.revision;
          try {
            await store.appendToStream(stream, [{ id: randomUUID(), type: 'Benched', data: {} }], {
              expectedRevision: expected,
            });
            break;
          } catch (error) {
            if (!(error instanceof WrongExpectedRevisionError)) throw error;
            conflicts++;
          }
        }
        latencies.push(performance.now() - t0);
      }
    }),
  );
  return { ...summary(total, performance.now() - started, latencies), conflictsRetried: conflicts };
}

async function readAllBench(store: PostgresEventStore) {
  const started = performance.now();
  let count = 0;
  let after;
  for (;;) {
    const page = await store.readAll({ after, maxCount: 1000 });
    if (page.length === 0) break;
    count += page.length;
    after = page[page.length - 1]!.position;
  }
  const ms = performance.now() - started;
  return { events: count, ms: round(ms), eventsPerSecond: Math.round((count * 1000) / ms) };
}

async function projectionBench(
  store: PostgresEventStore,
  dataSource: Awaited<ReturnType<typeof openDatabase>>,
  users: number,
) {
  for (let i = 0; i < users; i += 100) {
    await Promise.all(
      Array.from({ length: 100 }, (_, j) => {
        const userId = randomUUID();
        return store.appendToStream(
          `user-${userId}`,
          [
            {
              id: randomUUID(),
              type: 'UserRegistered',
              data: {
                userId,
                email: `b${i + j}-${userId}@bench.test`,
                firstName: 'B',
                lastName: 'N',
                passwordHash: 'x',
                registeredAt: new Date().toISOString(),
              },
            },
          ],
          { expectedRevision: 'no_stream' },
        );
      }),
    );
  }
  const runner = new ProjectionRunner(store, dataSource, [new UsersProjection()]);
  const started = performance.now();
  const applied = await runner.rebuild();
  const ms = performance.now() - started;
  await runner.stop();
  return { eventsReplayed: applied, ms: round(ms), eventsPerSecond: Math.round((applied * 1000) / ms) };
}

function summary(count: number, ms: number, latencies: number[]) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (p: number) => round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN);
  return {
    events: count,
    ms: round(ms),
    eventsPerSecond: Math.round((count * 1000) / ms),
    p50ms: at(0.5),
    p95ms: at(0.95),
    p99ms: at(0.99),
  };
}

const round = (n: number) => Math.round(n * 10) / 10;
const mib = (bytes: number) => Math.round(bytes / 1024 / 1024);

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
