import { fork } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import { PostgresEventStore } from '../../event-store/postgres/postgres-event-store';
import { openDatabase } from '../../data-source';
import { firstRow } from '../../infrastructure/database/first-row';
import { START_POSITION } from '../../event-store/event-store.port';
import { allProjections } from '../../projections/all-projections';
import { REBUILD_PAGE } from '../../projections/runner/rebuild-rows';
import { readSeals, streamEnds, streamsInOrder } from '../../modules/wallet/ledger/chain-source';
import { verifyChains } from '../../modules/wallet/ledger/chain-verifier';
import { generateEvents } from './event-generator';
import { readCpu } from './cpu-meter';
import type { RebuildRun } from '../timed-rebuild';
import { round } from './stats';

export interface RebuildResult {
  events: number;
  generateSeconds: number;
  rebuildSeconds: number;
  eventsPerSecond: number;
  nodeCpuSeconds: number;
  /** CPU of the embedded PostgreSQL during the rebuild (null for BENCH_DATABASE_URL or without /proc). */
  postgresCpuSeconds: number | null;
  /** Events per second of the rebuild process's CPU (less noisy than the wall time on a shared machine). */
  eventsPerCpuSecond: number;
  /** The largest V8 heap seen during the rebuild (sampled every 50 ms), in MiB. */
  peakHeapMiB: number;
  /** The rebuild process's largest resident set (the same samples), in MiB. */
  peakRssMiB: number;
  /** The machine's 1-minute load average as the rebuild started and as it ended (other work on the cores). */
  loadAverage: { before: number; after: number };
  /** Rows dropped from memory during the rebuild and asked for again (read back from the tables). */
  readBacks: number;
  rows: Record<string, number>;
  /** PostgreSQL's own share of any rebuild of this log (see postgresFloor); null where not measured. */
  postgresFloor: PostgresFloor | null;
  /** Recomputing every stream's hash chain over the same log, as Verify does (issue 26). */
  chainVerify: ChainVerifyResult;
}

export interface ChainVerifyResult {
  events: number;
  streams: number;
  seconds: number;
  eventsPerSecond: number;
  /** Problems found: 0 on a log only the app appended to. */
  problems: number;
}

/** PostgreSQL's CPU seconds for the least any rebuild asks of it. */
export interface PostgresFloor {
  /** Sending the whole log once, in the rebuild's pages. */
  readCpuSeconds: number;
  /** Loading the rebuilt read models' rows (from files on the server, COPY, one transaction). */
  loadCpuSeconds: number;
}

/**
 * `projections:rebuild` over a generated log of at least `minEvents` (each event counted once,
 * however many projections read it), on a database of its own.
 */
export async function rebuildBench(url: string, minEvents: number): Promise<RebuildResult> {
  const dataSource = await openDatabase(url);
  const pool = new Pool({ connectionString: url, max: 14 });
  pool.on('error', () => undefined);
  try {
    const store = new PostgresEventStore(pool);
    const t0 = performance.now();
    await generateEvents(store, minEvents, 12);
    const generateSeconds = (performance.now() - t0) / 1000;
    await pool.query('VACUUM ANALYZE events');
    const postgres0 = readCpu().postgresMs;
    const load0 = loadavg()[0]!;
    const run = await rebuildInProcessOfItsOwn(url);
    const load1 = loadavg()[0]!;
    const postgres1 = readCpu().postgresMs;
    const rows: Record<string, number> = {};
    const tables = allProjections().flatMap((p) => p.tables);
    for (const table of tables) {
      const { rows: counted } = await pool.query<{ n: string }>(`SELECT count(*)::text AS n FROM ${table}`);
      rows[table] = Number(firstRow(counted, `the count of ${table}`).n);
    }
    return {
      events: run.events,
      generateSeconds: round(generateSeconds),
      rebuildSeconds: round(run.rebuildSeconds),
      eventsPerSecond: Math.round(run.events / run.rebuildSeconds),
      // The rebuild process's CPU (JSON parsing, applying, serializing); the rest of the wall time
      // is PostgreSQL and waiting for a core on a busy machine.
      nodeCpuSeconds: round(run.nodeCpuSeconds),
      eventsPerCpuSecond: Math.round(run.events / run.nodeCpuSeconds),
      postgresCpuSeconds: postgres0 === null || postgres1 === null ? null : round((postgres1 - postgres0) / 1000),
      peakHeapMiB: Math.round(run.peakHeapBytes / 1048576),
      peakRssMiB: Math.round(run.peakRssBytes / 1048576),
      loadAverage: { before: round(load0), after: round(load1) },
      readBacks: run.readBacks,
      rows,
      postgresFloor: await postgresFloor(pool, store, tables),
      chainVerify: await timedChainVerify(dataSource),
    };
  } finally {
    await pool.end();
    await dataSource.destroy();
  }
}

/** Every chain of the generated log recomputed (the chain part of Verify and ledger:verify), timed. */
async function timedChainVerify(db: DataSource): Promise<ChainVerifyResult> {
  const t0 = performance.now();
  const report = await verifyChains({
    streams: streamsInOrder(db),
    seals: await readSeals(db),
    streamEnds: await streamEnds(db),
  });
  const seconds = (performance.now() - t0) / 1000;
  return {
    events: report.checkedEvents,
    streams: report.checkedStreams,
    seconds: round(seconds),
    eventsPerSecond: Math.round(report.checkedEvents / seconds),
    problems: report.problems.length,
  };
}

/** The timed rebuild (rebuild-process.ts), started the way `npm run projections:rebuild` starts. */
function rebuildInProcessOfItsOwn(url: string): Promise<RebuildRun> {
  return new Promise((resolve, reject) => {
    const child = fork(join(__dirname, 'rebuild-process.js'), [url], { execArgv: ['--max-semi-space-size=32'] });
    let run: RebuildRun | null = null;
    child.on('message', (message) => (run = message as RebuildRun));
    child.on('error', reject);
    child.on('exit', (code) =>
      run ? resolve(run) : reject(new Error(`the rebuild process exited with code ${code} before reporting`)),
    );
  });
}

/**
 * What PostgreSQL alone spends on a rebuild of this log, whatever the code in Node: reading every
 * event once (readAll, the rebuild's pages) and loading the rows the rebuild produced (written to
 * files on the server with COPY TO, then emptied and loaded again with COPY FROM, in one
 * transaction, the indexes kept). Null without the embedded server's CPU meter (the files need
 * the server on this machine, and its superuser).
 */
async function postgresFloor(pool: Pool, store: PostgresEventStore, tables: string[]): Promise<PostgresFloor | null> {
  if (readCpu().postgresMs === null) return null;
  const dir = mkdtempSync(join(tmpdir(), 'courtcash-rebuild-floor-'));
  chmodSync(dir, 0o777); // written by the server's own user
  const client = await pool.connect();
  try {
    for (const table of tables) await client.query(`COPY ${table} TO '${join(dir, table)}'`);
    const read0 = readCpu().postgresMs!;
    let after = START_POSITION;
    for (;;) {
      const page = await store.readAll({ after, maxCount: REBUILD_PAGE });
      if (page.length === 0) break;
      after = page[page.length - 1]!.position; // not empty: left the loop above when it was
    }
    const load0 = readCpu().postgresMs!;
    await client.query('BEGIN');
    for (const table of tables) await client.query(`TRUNCATE ${table}`);
    for (const table of tables) await client.query(`COPY ${table} FROM '${join(dir, table)}'`);
    await client.query('COMMIT');
    const load1 = readCpu().postgresMs!;
    return { readCpuSeconds: round((load0 - read0) / 1000), loadCpuSeconds: round((load1 - load0) / 1000) };
  } finally {
    client.release();
    rmSync(dir, { recursive: true, force: true });
  }
}
