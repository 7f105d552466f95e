import { randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import { PostgresEventStore } from '../../event-store/postgres/postgres-event-store';
import { openDatabase } from '../../data-source';
import { LedgerChain1763700060000 } from '../../infrastructure/database/migrations/1763700060000-ledger-chain';
import { BenchConfig } from './bench-config';
import { summarize } from './stats';

/** One way to append `batch` events to a writer's own stream, with the optimistic version check. */
interface Appender {
  name: string;
  stream(): (events: number) => Promise<void>;
  close(): Promise<void>;
}

const WRITERS = [1, 16];
const BATCHES = [1, 10];

/**
 * This library's PostgreSQL event store (with its hash chain, and on a second database without it:
 * the chain's cost, issue 26) next to Emmett's (`@event-driven-io/emmett-postgresql`, a
 * devDependency only) on the same database, the same writers and the same batch sizes: each writer
 * appends to its own stream with the expected version it got back from its previous append.
 */
export async function appendComparison(url: string, unchainedUrl: string, config: BenchConfig) {
  const dataSource = await openDatabase(url); // this library's tables (migrations)
  const pool = new Pool({ connectionString: url, max: Math.max(...WRITERS) + 2 });
  pool.on('error', () => undefined);
  const unchained = await withoutChain(unchainedUrl);
  const appenders = [ours(pool, 'courtcash'), ours(unchained.pool, 'courtcash, no chain'), await emmett(url)];
  const seconds = Math.max(1, config.seconds / 2);
  const runs: Array<Record<string, number | string>> = [];
  try {
    for (const writers of WRITERS) {
      for (const batch of BATCHES) {
        for (const appender of appenders) {
          const result = await run(appender, writers, batch, seconds);
          runs.push({ store: appender.name, writers, batch, ...result, eventsPerSecond: result.perSecond * batch });
        }
      }
    }
    return { seconds, runs };
  } finally {
    for (const appender of appenders) await appender.close();
    await pool.end();
    await unchained.pool.end();
    await dataSource.destroy();
    await unchained.dataSource.destroy();
  }
}

async function run(appender: Appender, writers: number, batch: number, seconds: number) {
  const latencies: number[] = [];
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: writers }, async () => {
      const append = appender.stream();
      while (performance.now() < deadline) {
        const t0 = performance.now();
        await append(batch);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  return summarize(latencies, performance.now() - started);
}

/** A database migrated as the app's, then with the hash chain taken out (its migration's down). */
async function withoutChain(url: string) {
  const dataSource = await openDatabase(url);
  const runner = dataSource.createQueryRunner();
  try {
    await new LedgerChain1763700060000().down(runner);
  } finally {
    await runner.release();
  }
  const pool = new Pool({ connectionString: url, max: Math.max(...WRITERS) + 2 });
  pool.on('error', () => undefined);
  return { dataSource, pool };
}

function ours(pool: Pool, name: string): Appender {
  const store = new PostgresEventStore(pool);
  return {
    name,
    stream() {
      const stream = `bench-${randomUUID()}`;
      let expected: number | 'no_stream' = 'no_stream';
      return async (count) => {
        const events = Array.from({ length: count }, (_, i) => ({
          id: randomUUID(),
          type: 'Benched',
          data: { i, amountCents: 1250 },
        }));
        expected = (await store.appendToStream(stream, events, { expectedRevision: expected })).nextExpectedRevision;
      };
    },
    close: () => store.close(),
  };
}

async function emmett(url: string): Promise<Appender> {
  // Loaded only here: the library is a devDependency and must stay out of the app's imports.
  const { getPostgreSQLEventStore } = await import('@event-driven-io/emmett-postgresql');
  const store = getPostgreSQLEventStore(url);
  // Creates Emmett's tables up front, so the first timed append does not pay for it.
  await store.appendToStream(`warm-${randomUUID()}`, [{ type: 'Benched', data: { i: 0, amountCents: 1250 } }]);
  return {
    name: 'emmett',
    stream() {
      const stream = `bench-${randomUUID()}`;
      // Emmett's STREAM_DOES_NOT_EXIST (exported by its peer package @event-driven-io/emmett).
      let expected: bigint | 'STREAM_DOES_NOT_EXIST' = 'STREAM_DOES_NOT_EXIST';
      return async (count) => {
        const events = Array.from({ length: count }, (_, i) => ({ type: 'Benched', data: { i, amountCents: 1250 } }));
        const result = await store.appendToStream(stream, events, { expectedStreamVersion: expected });
        expected = result.nextExpectedStreamVersion;
      };
    },
    close: () => store.close(),
  };
}
