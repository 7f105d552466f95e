/**
 * Starts one embedded PostgreSQL for the whole jest run (unless TEST_DATABASE_URL is set).
 * Each spec file then creates its own database through test/test-database.ts, so spec files run in
 * parallel jest workers (`--maxWorkers=2`). A spec file with its app can hold ~90 connections at peak
 * (test database 20 + 30, app 20 + 20), hence max_connections room for more than two at once.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedPostgres } from '../src/infrastructure/database/embedded-postgres';

export default async function globalSetup(): Promise<void> {
  if (process.env.TEST_DATABASE_URL) return;
  const dataDir = mkdtempSync(join(tmpdir(), 'courtcash-test-pg-'));
  // A throwaway cluster: fsync off is fast and a lost test database costs nothing. The app itself is
  // durable by default (docs/decisions/faults.md). Spec files run on two workers: room for their pools.
  const pg = await startEmbeddedPostgres({ dataDir, database: 'postgres', durable: false, maxConnections: 400 });
  process.env.TEST_DATABASE_URL = pg.url;
  (globalThis as { __TEST_PG__?: typeof pg }).__TEST_PG__ = pg;
}
