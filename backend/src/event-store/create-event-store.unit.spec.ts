import { Pool } from 'pg';
import { createEventStore } from './create-event-store';
import { EventStoreDbEventStore } from './eventstoredb/eventstoredb-event-store';
import { PostgresEventStore } from './postgres/postgres-event-store';

// The EventStoreDB adapter is loaded only when configured; these check the choice, connecting nowhere.
describe('createEventStore', () => {
  // A pool connects on its first query only; none is made here.
  const pool = new Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/none' });
  afterAll(() => pool.end());

  it('keeps events in PostgreSQL without a connection string, or with a blank one', () => {
    expect(createEventStore({ pool })).toBeInstanceOf(PostgresEventStore);
    expect(createEventStore({ pool, eventStoreConnectionString: '  ' })).toBeInstanceOf(PostgresEventStore);
  });

  it('uses the EventStoreDB adapter when EVENTSTORE_CONNECTION_STRING is set', async () => {
    const store = createEventStore({ pool, eventStoreConnectionString: 'esdb://127.0.0.1:1?tls=false' });
    expect(store).toBeInstanceOf(EventStoreDbEventStore);
    await store.close();
  });
});
