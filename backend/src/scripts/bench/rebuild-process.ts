import 'reflect-metadata';
import { Pool } from 'pg';
import { openDatabase } from '../../data-source';
import { PostgresEventStore } from '../../event-store/postgres/postgres-event-store';
import { timedRebuild } from '../timed-rebuild';

/**
 * The bench's timed rebuild, in a process of its own started for it, set up as
 * `npm run projections:rebuild` sets itself up (the same timedRebuild, a pool of 4, the npm
 * script's `--max-semi-space-size=32`): the bench's own process carries the heap of every section
 * before it, which made the same rebuild cost about a quarter more CPU there. Argument: the
 * database URL; the result goes back over the IPC channel fork() opened.
 */
async function main(url: string) {
  const dataSource = await openDatabase(url);
  const pool = new Pool({ connectionString: url, max: 4 });
  try {
    return await timedRebuild(new PostgresEventStore(pool), dataSource);
  } finally {
    await pool.end();
    await dataSource.destroy();
  }
}

main(process.argv[2] ?? '').then(
  (run) => process.send!(run, () => process.exit(0)),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
