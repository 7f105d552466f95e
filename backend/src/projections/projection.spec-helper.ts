/**
 * The set-up every projection spec shares (events in, rows out, on a real PostgreSQL): a fresh
 * migrated database for the file, the Postgres event store on it, and a runner over the
 * projections under test; stopped and dropped after the file. Call it inside `describe`:
 *
 *   const world = projectionWorld((store) => [new WalletProjection()]);
 *   await world.append(`wallet-${id}`, [...]);
 *   expect(await world.rows(`SELECT ...`)).toEqual([...]);   // caught up first
 */
import { randomUUID } from 'node:crypto';
import { createTestDatabase, TestDatabase } from '../../test/test-database';
import { EventStore } from '../event-store/event-store.port';
import { PostgresEventStore } from '../event-store/postgres/postgres-event-store';
import { Projection } from './runner/projection';
import { ProjectionRunner } from './runner/projection-runner';

export interface ProjectionWorld {
  db: TestDatabase;
  store: PostgresEventStore;
  runner: ProjectionRunner;
  /** Appends events with random ids, whatever the stream's revision. */
  append(stream: string, events: Array<{ type: string; data: object }>): Promise<void>;
  /** The runner caught up, then the rows of a query. */
  rows<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
}

export function projectionWorld(projections: (store: EventStore) => Projection[]): ProjectionWorld {
  const world = {
    append: (stream, events) => appendEvents(world.store, stream, events),
    async rows<Row>(sql: string, params: unknown[] = []) {
      await world.runner.catchUp();
      return (await world.db.pool.query(sql, params)).rows as Row[];
    },
  } as ProjectionWorld;
  beforeAll(async () => {
    world.db = await createTestDatabase();
    world.store = new PostgresEventStore(world.db.pool);
    world.runner = new ProjectionRunner(world.store, world.db.dataSource, projections(world.store));
  });
  afterAll(async () => {
    await world.runner?.stop();
    await world.db?.drop();
  });
  return world;
}

export async function appendEvents(
  store: EventStore,
  stream: string,
  events: Array<{ type: string; data: object }>,
): Promise<void> {
  await store.appendToStream(
    stream,
    events.map((e) => ({ id: randomUUID(), ...e })),
    { expectedRevision: 'any' },
  );
}
