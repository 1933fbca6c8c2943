import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EmbeddedReadStore } from '../read-store/embedded-read-store';
import { MongoReadStore } from '../read-store/mongo-read-store';
import { describeLeaseContract } from './lease.contract';

describeLeaseContract('embedded', async () => {
  const directory = await mkdtemp(path.join(tmpdir(), 'eventfold-leases-'));
  const store = await EmbeddedReadStore.open(directory);
  return {
    store,
    close: async () => {
      await store.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
});

const url = process.env['MONGODB_URL'];
if (url === undefined) {
  console.warn('MongoDB lease contract skipped: MONGODB_URL is not set');
  describe('lease contract: mongodb', () => {
    it.skip('runs only when MONGODB_URL is set', () => undefined);
  });
} else {
  const mongoUrl = url;
  describeLeaseContract('mongodb', async () => {
    const store = await MongoReadStore.connect(mongoUrl);
    return { store, close: () => store.close() };
  });
}
