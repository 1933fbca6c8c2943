import { describeEventStoreContract } from './event-store.contract';
import { EventStoreDbEventStore } from './eventstoredb-event-store';

const url = process.env['EVENTSTORE_URL'];

if (url) {
  describeEventStoreContract('EventStoreDB', async () => {
    const store = new EventStoreDbEventStore(url);
    return { store, cleanup: () => store.close() };
  });
} else {
  console.warn('EventStoreDB contract tests skipped: EVENTSTORE_URL is not set');
  describe('EventStoreDB event store contract', () => {
    it.skip('runs against a server named by EVENTSTORE_URL (not set)', () => {});
  });
}
