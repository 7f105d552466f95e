import 'reflect-metadata';
import { Pool } from 'pg';
import { loadConfig } from '../config/app-config';
import { createEventStore } from '../event-store/create-event-store';
import { openDatabase } from '../data-source';
import { startEmbeddedPostgres } from '../infrastructure/database/embedded-postgres';
import { allProjections } from '../projections/all-projections';
import { ProjectionRunner } from '../projections/runner/projection-runner';

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
  const runner = new ProjectionRunner(store, dataSource, allProjections());
  const started = Date.now();
  let exitCode = 0;
  try {
    const applied = await runner.rebuild();
    const tables = runner.projections.flatMap((p) => p.tables);
    const ms = Math.max(1, Date.now() - started);
    console.log(
      `Rebuilt ${tables.join(', ')} from ${applied} events in ${ms} ms (${Math.round((applied * 1000) / ms)} events/s).`,
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    exitCode = 1;
  } finally {
    await runner.stop();
    await store.close();
    await pool.end();
    await dataSource.destroy();
    await embedded?.stop();
  }
  process.exit(exitCode);
}

void main();
