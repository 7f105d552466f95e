/**
 * Starts embedded PostgreSQL for the jest run (unless TEST_DATABASE_URL is set): one cluster per
 * jest worker, because the event store's visibility rule (pg_snapshot_xmin) spans a whole cluster,
 * so a transaction open in one worker's database would hold back the projections of another's.
 * Each spec file then creates its own database through test/test-database.ts on its worker's cluster.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedPostgres } from '../src/infrastructure/database/embedded-postgres';

export default async function globalSetup(globalConfig: { maxWorkers: number }): Promise<void> {
  if (process.env.TEST_DATABASE_URL) return;
  // A throwaway cluster per worker: fsync off is fast and a lost test database costs nothing. The
  // app itself is durable by default (docs/decisions/faults.md).
  const clusters = await Promise.all(
    Array.from({ length: Math.max(1, globalConfig.maxWorkers) }, () =>
      startEmbeddedPostgres({
        dataDir: mkdtempSync(join(tmpdir(), 'courtcash-test-pg-')),
        database: 'postgres',
        durable: false,
      }),
    ),
  );
  // Space-separated, one URL per worker (test-database.ts picks by JEST_WORKER_ID).
  process.env.TEST_DATABASE_URL = clusters.map((pg) => pg.url).join(' ');
  (globalThis as { __TEST_PG__?: typeof clusters }).__TEST_PG__ = clusters;
}
