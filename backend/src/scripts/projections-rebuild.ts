import 'reflect-metadata';
import { Pool } from 'pg';
import { loadConfig } from '../config/app-config';
import { createEventStore } from '../event-store/create-event-store';
import { openDatabase } from '../data-source';
import { startEmbeddedPostgres } from '../infrastructure/database/embedded-postgres';
import { timedRebuild } from './timed-rebuild';

/**
 * `npm run projections:rebuild`: empties every read table and replays every event from the store.
 * With no DATABASE_URL it opens the embedded database in DATA_DIR (stop `npm start` first).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const embedded = config.databaseUrl ? null : await startEmbeddedPostgres({ dataDir: config.dataDir });
  const url = config.databaseUrl ?? embedded!.url;
  const dataSource = await openDatabase(url);
  const pool = new Pool({ connectionString: url, max: 4 });
  const store = createEventStore({ pool, eventStoreConnectionString: config.eventStoreConnectionString });
  let exitCode = 0;
  try {
    const run = await timedRebuild(store, dataSource);
    console.log(
      `Rebuilt ${run.tables.join(', ')} from ${run.events} events in ${Math.round(run.rebuildSeconds * 1000)} ms ` +
        `(${Math.round(run.events / Math.max(run.rebuildSeconds, 0.001))} events/s, ${run.nodeCpuSeconds.toFixed(1)} CPU-seconds, ` +
        `peak heap ${Math.round(run.peakHeapBytes / 1048576)} MiB, peak RSS ${Math.round(run.peakRssBytes / 1048576)} MiB).`,
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    exitCode = 1;
  } finally {
    await store.close();
    await pool.end();
    await dataSource.destroy();
    await embedded?.stop();
  }
  process.exit(exitCode);
}

void main();
