import { fork } from 'node:child_process';
import { join } from 'node:path';
import { Pool } from 'pg';
import { PostgresEventStore } from '../../event-store/postgres/postgres-event-store';
import { openDatabase } from '../../data-source';
import { firstRow } from '../../infrastructure/database/first-row';
import { allProjections } from '../../projections/all-projections';
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
  /** Rows dropped from memory during the rebuild and asked for again (read back from the tables). */
  readBacks: number;
  rows: Record<string, number>;
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
    const run = await rebuildInProcessOfItsOwn(url);
    const postgres1 = readCpu().postgresMs;
    const rows: Record<string, number> = {};
    for (const table of allProjections().flatMap((p) => p.tables)) {
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
      readBacks: run.readBacks,
      rows,
    };
  } finally {
    await pool.end();
    await dataSource.destroy();
  }
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
