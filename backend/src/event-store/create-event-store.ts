import type { Pool } from 'pg';
import { EventStore } from './event-store.port';
import { EventStoreDbEventStore } from './eventstoredb/eventstoredb-event-store';
import { PostgresEventStore } from './postgres/postgres-event-store';

export interface CreateEventStoreOptions {
  pool: Pool;
  /** EVENTSTORE_CONNECTION_STRING: when set (non-blank), events live in EventStoreDB instead of PostgreSQL. */
  eventStoreConnectionString?: string;
}

export function createEventStore({ pool, eventStoreConnectionString }: CreateEventStoreOptions): EventStore {
  // A blank value (e.g. `EVENTSTORE_CONNECTION_STRING=` in an .env file) means "not configured".
  const connectionString = eventStoreConnectionString?.trim();
  if (connectionString) return EventStoreDbEventStore.fromConnectionString(connectionString);
  return new PostgresEventStore(pool);
}
