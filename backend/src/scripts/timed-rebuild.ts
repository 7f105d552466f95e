import { DataSource } from 'typeorm';
import { EventStore } from '../event-store/event-store.port';
import { allProjections } from '../projections/all-projections';
import { ProjectionRunner } from '../projections/runner/projection-runner';

/** What one rebuild of every read model took. */
export interface RebuildRun {
  events: number;
  tables: string[];
  rebuildSeconds: number;
  /** This process's CPU during the rebuild (decoding, applying, serializing). */
  nodeCpuSeconds: number;
  /** The largest V8 heap seen during the rebuild (sampled every 50 ms). */
  peakHeapBytes: number;
  /** The largest resident set of the process seen during the rebuild (the same samples). */
  peakRssBytes: number;
  /** Rows dropped from memory during the rebuild and asked for again (read back from the tables). */
  readBacks: number;
}

/**
 * Empties every read table and replays every event, timed: what `npm run projections:rebuild`
 * runs and prints, and what the bench measures (in a process of its own, started the same way).
 */
export async function timedRebuild(store: EventStore, dataSource: DataSource): Promise<RebuildRun> {
  const runner = new ProjectionRunner(store, dataSource, allProjections());
  try {
    const started = performance.now();
    const cpu0 = process.cpuUsage();
    const peak = { heapBytes: 0, rssBytes: 0 };
    const sample = () => {
      const memory = process.memoryUsage();
      peak.heapBytes = Math.max(peak.heapBytes, memory.heapUsed);
      peak.rssBytes = Math.max(peak.rssBytes, memory.rss);
    };
    sample();
    const sampler = setInterval(sample, 50);
    const stats: { readBacks?: number } = {};
    const events = await runner.rebuild(stats).finally(() => {
      clearInterval(sampler);
      sample();
    });
    const rebuildSeconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpu0);
    return {
      events,
      tables: runner.projections.flatMap((p) => p.tables),
      rebuildSeconds,
      nodeCpuSeconds: (cpu.user + cpu.system) / 1e6,
      peakHeapBytes: peak.heapBytes,
      peakRssBytes: peak.rssBytes,
      readBacks: stats.readBacks ?? 0,
    };
  } finally {
    await runner.stop();
  }
}
