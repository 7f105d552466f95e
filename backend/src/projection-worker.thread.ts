import 'reflect-metadata';
import { parentPort, workerData } from 'node:worker_threads';
import { Pool } from 'pg';
import { openDatabase } from './data-source';
import { createEventStore } from './event-store/create-event-store';
import { guardPool } from './infrastructure/database/connection-faults';
import { ProjectionTimeoutError } from './infrastructure/event-sourcing/projection-timeout.error';
import { WriteFence } from './infrastructure/event-sourcing/write-fence';
import type { FromWorker, ProjectionWorkerData, ToWorker } from './projection-worker';
import { allProjections, ledgerSubscribers } from './projections/all-projections';
import { ProjectionRunner } from './projections/runner/projection-runner';
import { LiveFeedProjection } from './projections/live/live-feed.projection';
import { LiveFeedSource } from './projections/live/live-feed.source';
import { IDLE_CONNECTION_MS } from './infrastructure/database/pool-settings';

/**
 * Under load, a round starts at most this often: the events arriving meanwhile share one larger
 * batch (fewer transactions for PostgreSQL). Bench, withdrawals at ~800/s: lag p99 ~100-170 ms.
 */
const ROUND_MS = 40;

/**
 * The projection worker's thread (see projection-worker.ts): the read models' runner and the
 * ledger subscribers' runner, with connections of their own. Any failure to start ends the thread;
 * the app starts it again.
 */
async function main(): Promise<void> {
  const port = parentPort;
  if (!port) throw new Error('projection-worker.thread runs as a worker thread of the app.');
  const data = workerData as ProjectionWorkerData;
  const send = (message: FromWorker) => port.postMessage(message);
  const log = (message: string) => send({ type: 'log', message });
  // The projections apply a round in parallel, a transaction each, next to the lock connection.
  const dataSource = await openDatabase(data.databaseUrl, log, { migrate: false, poolSize: 12 });
  const pool = guardPool(
    new Pool({ connectionString: data.databaseUrl, max: 4, idleTimeoutMillis: IDLE_CONNECTION_MS }),
    'projection worker',
    log,
  );
  const store = createEventStore({ pool, eventStoreConnectionString: data.eventStoreConnectionString });
  const runner = new ProjectionRunner(store, dataSource, allProjections(), { log, minRoundMs: ROUND_MS });
  // The mirrors the subscribers append wake the read models here at once, and move the app's
  // fence (reads wait for them as for any write the app made).
  const mirrors = new WriteFence();
  mirrors.follow(runner);
  mirrors.onAppend((_stream, position) => send({ type: 'appended', position }));
  const mirrored = mirrors.watch(store);
  const subscribers = new ProjectionRunner(mirrored, dataSource, ledgerSubscribers(mirrored), { log });
  const runners = { readModels: runner, subscribers };
  // What the read models have applied is announced to every instance's live streams (GET /api/live).
  const live = new ProjectionRunner(
    new LiveFeedSource(store, () => runner.appliedThrough()),
    dataSource,
    [new LiveFeedProjection()],
    { log },
  );
  runner.onAdvanced(() => live.nudge());

  port.on('message', (message: ToWorker) => {
    if (message.type === 'nudge') {
      runner.nudge();
      return subscribers.nudge();
    }
    if (message.type === 'stop') {
      port.removeAllListeners('message');
      void (async () => {
        await live.stop().catch((error: unknown) => log(`stopping the live feed: ${describe(error)}`));
        await subscribers.stop().catch((error: unknown) => log(`stopping the subscribers: ${describe(error)}`));
        await runner.stop().catch((error: unknown) => log(`stopping the projections: ${describe(error)}`));
        await store.close().catch(() => undefined);
        await pool.end().catch(() => undefined);
        await dataSource.destroy().catch(() => undefined);
        port.close();
      })();
      return;
    }
    const target = runners[message.runner];
    const answer =
      message.method === 'waitFor'
        ? target.waitFor(message.position!, message.timeoutMs, message.names) // a waitFor call always has both
        : message.method === 'status'
          ? target.status()
          : target.catchUp();
    answer.then(
      (value) => send({ type: 'reply', id: message.id, value }),
      (error: unknown) =>
        send({
          type: 'reply',
          id: message.id,
          error: {
            message: describe(error),
            timeoutMs: error instanceof ProjectionTimeoutError ? (message.timeoutMs ?? 5000) : undefined,
          },
        }),
    );
  });
  runner.start();
  subscribers.start();
  live.start();
  send({ type: 'ready' });
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

main().catch((error: unknown) => {
  // Reported by the app (the worker's 'error' event), which starts the thread again.
  throw error instanceof Error ? error : new Error(String(error));
});
