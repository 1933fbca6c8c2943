import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EmbeddedReadStore } from '../read-store/embedded-read-store';
import { MongoReadStore } from '../read-store/mongo-read-store';
import { describeFencedTransactionContract } from './fenced-transaction.contract';
import { describeLeaseContract } from './lease.contract';

async function openEmbedded() {
  const directory = await mkdtemp(path.join(tmpdir(), 'eventfold-leases-'));
  const store = await EmbeddedReadStore.open(directory);
  return {
    store,
    close: async () => {
      await store.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

describeLeaseContract('embedded', openEmbedded);
describeFencedTransactionContract('embedded', openEmbedded);

const url = process.env['MONGODB_URL'];
if (url === undefined) {
  console.warn(
    'MongoDB lease and fenced-write contracts skipped: MONGODB_URL is not set (a replica set is needed)',
  );
  describe('lease contract and fenced projection writes: mongodb', () => {
    it.skip('runs only when MONGODB_URL is set', () => undefined);
  });
} else {
  const mongoUrl = url;
  const openMongo = async () => {
    const store = await MongoReadStore.connect(mongoUrl);
    return { store, close: () => store.close() };
  };
  describeLeaseContract('mongodb', openMongo);
  describeFencedTransactionContract('mongodb', openMongo);
}
