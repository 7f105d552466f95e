/**
 * A fresh, migrated database per spec file on the run's PostgreSQL server.
 *   const db = await createTestDatabase();   // db.url, db.dataSource, db.pool
 *   afterAll(() => db.drop());
 * The schema is migrated once per cluster into a template database; each spec's database is a copy
 * of it (CREATE DATABASE … TEMPLATE, a file copy), the same tables as running the migrations again.
 */
import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { openDatabase } from '../src/data-source';

export interface TestDatabase {
  url: string;
  dataSource: DataSource;
  pool: Pool;
  drop(): Promise<void>;
}

/**
 * A fresh, migrated database with a pool but no TypeORM DataSource: `startTestApp()` gives its specs
 * the app's own DataSource on the same database instead of opening a second one (TypeORM's metadata
 * built again, the migrations checked again, and a PostgreSQL process or two that no spec used).
 */
export async function createTestDatabaseWithoutDataSource(): Promise<Omit<TestDatabase, 'dataSource'>> {
  const serverUrls = process.env.TEST_DATABASE_URL?.split(' ').filter(Boolean) ?? [];
  if (serverUrls.length === 0)
    throw new Error('TEST_DATABASE_URL is not set: run the specs through jest (global-setup starts PostgreSQL).');
  // This worker's own cluster (global-setup.ts says why).
  const serverUrl = serverUrls[(Number(process.env.JEST_WORKER_ID ?? '1') - 1) % serverUrls.length];
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new Pool({ connectionString: serverUrl, max: 1 });
  await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${await migratedTemplate(admin, serverUrl)}"`);
  const url = withDatabase(serverUrl, name);
  const pool = new Pool({ connectionString: url, max: 30 });
  // DROP DATABASE ... WITH (FORCE) ends any connection still open; that is expected at teardown.
  pool.on('error', () => undefined);
  admin.on('error', () => undefined);
  return {
    url,
    pool,
    async drop() {
      await pool.end();
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const db = await createTestDatabaseWithoutDataSource();
  const dataSource = await openDatabase(db.url);
  return {
    ...db,
    dataSource,
    async drop() {
      if (dataSource.isInitialized) await dataSource.destroy();
      await db.drop();
    },
  };
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * The migrated template on this cluster, made by the first spec that asks (an advisory lock keeps a
 * second from making it at the same time). Its name carries a hash of the migrations' sources, so a
 * long-lived server (TEST_DATABASE_URL set by hand) gets a new template when a migration changes.
 */
async function migratedTemplate(admin: Pool, serverUrl: string): Promise<string> {
  const name = `template_${migrationsHash()}`;
  const exists = async (db: Pick<Pool, 'query'>) =>
    (await db.query('SELECT 1 FROM pg_database WHERE datname = $1 AND datistemplate', [name])).rowCount === 1;
  if (await exists(admin)) return name;
  const client = await admin.connect(); // the pool's one connection: the lock is held on it
  try {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    if (!(await exists(client))) {
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`); // one a crash left half-made
      await client.query(`CREATE DATABASE "${name}"`);
      const migrated = await openDatabase(withDatabase(serverUrl, name));
      await migrated.destroy(); // a template is copied only with nobody connected
      await client.query(`ALTER DATABASE "${name}" WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock(hashtext($1))', [name]).catch(() => undefined);
    client.release();
  }
  return name;
}

let hash: string | undefined;
function migrationsHash(): string {
  if (hash) return hash;
  const dir = join(__dirname, '../src/infrastructure/database/migrations');
  const digest = createHash('sha1');
  for (const file of readdirSync(dir).sort()) digest.update(file).update(readFileSync(join(dir, file)));
  hash = digest.digest('hex').slice(0, 16);
  return hash;
}
