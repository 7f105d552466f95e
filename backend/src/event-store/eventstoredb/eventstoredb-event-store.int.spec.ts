/**
 * The event store contract against EventStoreDB: in every run against a local gRPC stand-in that the
 * real client talks to (eventstoredb-stand-in.spec-helper.ts), and against a real server instead when
 * EVENTSTORE_CONNECTION_STRING is set (e.g. esdb://localhost:2113?tls=false). The suite uses unique
 * stream names, so a shared server is fine.
 */
import { eventStoreContract } from '../event-store.contract';
import { EventStoreDbEventStore } from './eventstoredb-event-store';
import { EventStoreDbStandIn } from './eventstoredb-stand-in.spec-helper';

const connectionString = process.env.EVENTSTORE_CONNECTION_STRING?.trim();

if (connectionString) {
  eventStoreContract('EventStoreDB (server)', () => {
    const store = EventStoreDbEventStore.fromConnectionString(connectionString);
    return Promise.resolve({ store, cleanup: () => store.close() });
  });
} else {
  eventStoreContract('EventStoreDB (gRPC stand-in)', async () => {
    const standIn = await EventStoreDbStandIn.start();
    const store = EventStoreDbEventStore.fromConnectionString(standIn.connectionString);
    return {
      store,
      cleanup: async () => {
        await store.close();
        await standIn.stop();
      },
    };
  });
}
