import { Pool } from 'pg';
import { PostgresEventStore } from '../../event-store/postgres/postgres-event-store';
import { openDatabase } from '../../data-source';
import { firstRow } from '../../infrastructure/database/first-row';
import { allProjections } from '../../projections/all-projections';
import { ProjectionRunner } from '../../projections/runner/projection-runner';
import { generateEvents } from './event-generator';
import { readCpu } from './cpu-meter';
import { round } from './stats';

export interface RebuildResult {
  events: number;
  generateSeconds: number;
  rebuildSeconds: number;
  eventsPerSecond: number;
  nodeCpuSeconds: number;
  /** CPU of the embedded PostgreSQL during the rebuild (null for BENCH_DATABASE_URL or without /proc). */
  postgresCpuSeconds: number | null;
  /** Events per second of this process's CPU (less noisy than the wall time on a shared machine). */
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
    const runner = new ProjectionRunner(store, dataSource, allProjections());
    const t1 = performance.now();
    const cpu0 = process.cpuUsage();
    const postgres0 = readCpu().postgresMs;
    let peakHeap = process.memoryUsage().heapUsed;
    const sampler = setInterval(() => (peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed)), 50);
    const stats: { readBacks?: number } = {};
    const events = await runner.rebuild(stats).finally(() => clearInterval(sampler));
    const rebuildSeconds = (performance.now() - t1) / 1000;
    const cpu = process.cpuUsage(cpu0);
    const postgres1 = readCpu().postgresMs;
    const cpuSeconds = (cpu.user + cpu.system) / 1e6;
    await runner.stop();
    const rows: Record<string, number> = {};
    for (const table of allProjections().flatMap((p) => p.tables)) {
      const { rows: counted } = await pool.query<{ n: string }>(`SELECT count(*)::text AS n FROM ${table}`);
      rows[table] = Number(firstRow(counted, `the count of ${table}`).n);
    }
    return {
      events,
      generateSeconds: round(generateSeconds),
      rebuildSeconds: round(rebuildSeconds),
      eventsPerSecond: Math.round(events / rebuildSeconds),
      // This process's CPU (JSON parsing, applying, serializing); the rest of the wall time is
      // PostgreSQL and waiting for a core on a busy machine.
      nodeCpuSeconds: round(cpuSeconds),
      eventsPerCpuSecond: Math.round(events / cpuSeconds),
      postgresCpuSeconds: postgres0 === null || postgres1 === null ? null : round((postgres1 - postgres0) / 1000),
      peakHeapMiB: Math.round(peakHeap / 1048576),
      readBacks: stats.readBacks ?? 0,
      rows,
    };
  } finally {
    await pool.end();
    await dataSource.destroy();
  }
}
