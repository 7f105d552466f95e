import 'reflect-metadata';
import { Pool } from 'pg';
import { openDatabase } from '../../data-source';
import { PostgresEventStore } from '../../event-store/postgres/postgres-event-store';
import { allProjections } from '../../projections/all-projections';
import { ProjectionRunner } from '../../projections/runner/projection-runner';

/** What the rebuild process reports to the bench (rebuild.ts). */
export interface RebuildRun {
  events: number;
  rebuildSeconds: number;
  nodeCpuSeconds: number;
  peakHeapBytes: number;
  readBacks: number;
}

/**
 * The bench's timed rebuild, in a process of its own started for it, set up as
 * `npm run projections:rebuild` sets itself up (the same runner, a pool of 4, the npm script's
 * `--max-semi-space-size=32`): the bench's own process carries the heap of every section before
 * it, which made the same rebuild cost about a quarter more CPU there. Argument: the database URL.
 */
async function main(url: string): Promise<RebuildRun> {
  const dataSource = await openDatabase(url);
  const pool = new Pool({ connectionString: url, max: 4 });
  try {
    const runner = new ProjectionRunner(new PostgresEventStore(pool), dataSource, allProjections());
    const started = performance.now();
    const cpu0 = process.cpuUsage();
    let peakHeapBytes = process.memoryUsage().heapUsed;
    const sampler = setInterval(() => (peakHeapBytes = Math.max(peakHeapBytes, process.memoryUsage().heapUsed)), 50);
    const stats: { readBacks?: number } = {};
    const events = await runner.rebuild(stats).finally(() => clearInterval(sampler));
    const rebuildSeconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpu0);
    await runner.stop();
    return {
      events,
      rebuildSeconds,
      nodeCpuSeconds: (cpu.user + cpu.system) / 1e6,
      peakHeapBytes,
      readBacks: stats.readBacks ?? 0,
    };
  } finally {
    await pool.end();
    await dataSource.destroy();
  }
}

main(process.argv[2] ?? '').then(
  (run) => process.send!(run, () => process.exit(0)), // started by fork(): the IPC channel is there
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
