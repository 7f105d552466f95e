/**
 * Runs the event store contract against EventStoreDB when EVENTSTORE_CONNECTION_STRING is set
 * (e.g. esdb://localhost:2113?tls=false). The suite uses unique stream names, so a shared server is fine.
 */
import { eventStoreContract } from '../event-store.contract';
import { EventStoreDbEventStore } from './eventstoredb-event-store';

const connectionString = process.env.EVENTSTORE_CONNECTION_STRING?.trim();

if (connectionString) {
  eventStoreContract('EventStoreDB', () => {
    const store = EventStoreDbEventStore.fromConnectionString(connectionString);
    return Promise.resolve({ store, cleanup: () => store.close() });
  });
} else {
  describe('EventStoreDB event store contract', () => {
    it('is skipped without EVENTSTORE_CONNECTION_STRING', () => {
      console.log('EventStoreDB contract skipped: EVENTSTORE_CONNECTION_STRING is not set');
    });
  });
}
