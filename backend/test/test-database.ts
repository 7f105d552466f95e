/**
 * A fresh, migrated database per spec file on the run's PostgreSQL server.
 *   const db = await createTestDatabase();   // db.url, db.dataSource, db.pool
 *   afterAll(() => db.drop());
 */
import { randomBytes } from 'node:crypto';
import { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { openDatabase } from '../src/data-source';

export interface TestDatabase {
  url: string;
  dataSource: DataSource;
  pool: Pool;
  drop(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrls = process.env.TEST_DATABASE_URL?.split(' ').filter(Boolean) ?? [];
  if (serverUrls.length === 0)
    throw new Error('TEST_DATABASE_URL is not set: run the specs through jest (global-setup starts PostgreSQL).');
  // This worker's own cluster (global-setup.ts says why).
  const serverUrl = serverUrls[(Number(process.env.JEST_WORKER_ID ?? '1') - 1) % serverUrls.length];
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new Pool({ connectionString: serverUrl, max: 1 });
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = withDatabase(serverUrl, name);
  const dataSource = await openDatabase(url);
  const pool = new Pool({ connectionString: url, max: 30 });
  // DROP DATABASE ... WITH (FORCE) ends any connection still open; that is expected at teardown.
  pool.on('error', () => undefined);
  admin.on('error', () => undefined);
  return {
    url,
    dataSource,
    pool,
    async drop() {
      await pool.end();
      if (dataSource.isInitialized) await dataSource.destroy();
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
