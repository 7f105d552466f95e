import type { Pool } from 'pg';
import { EventStore } from './event-store.port';
import type * as EventStoreDb from './eventstoredb/eventstoredb-event-store';
import { PostgresEventStore } from './postgres/postgres-event-store';

export interface CreateEventStoreOptions {
  pool: Pool;
  /** EVENTSTORE_CONNECTION_STRING: when set (non-blank), events live in EventStoreDB instead of PostgreSQL. */
  eventStoreConnectionString?: string;
}

export function createEventStore({ pool, eventStoreConnectionString }: CreateEventStoreOptions): EventStore {
  // A blank value (e.g. `EVENTSTORE_CONNECTION_STRING=` in an .env file) means "not configured".
  const connectionString = eventStoreConnectionString?.trim();
  if (connectionString) {
    // Loaded only when configured: the EventStoreDB client (gRPC and its generated protocol code) is
    // about a third of the projection worker's start-up, which every app start pays otherwise.
    // oxlint-disable-next-line typescript/no-require-imports -- loaded only when EVENTSTORE_CONNECTION_STRING is set
    const adapter = require('./eventstoredb/eventstoredb-event-store') as typeof EventStoreDb;
    return adapter.EventStoreDbEventStore.fromConnectionString(connectionString);
  }
  return new PostgresEventStore(pool);
}
