import { MongoReadStore, databaseFromUrl } from './mongo-read-store';
import { describeReadStoreContract } from './read-store.contract';

const url = process.env.MONGODB_URL;

describe('MongoDB database name', () => {
  it('comes from the URL path, defaulting to eventfold', () => {
    expect(databaseFromUrl('mongodb://db:27017/calendar?replicaSet=rs0')).toBe('calendar');
    expect(databaseFromUrl('mongodb://a:1,b:2/?replicaSet=rs0')).toBe('eventfold');
    expect(databaseFromUrl('mongodb+srv://user:pw@cluster.example.net')).toBe('eventfold');
  });
});

if (url === undefined) {
  console.warn('MongoDB contract tests skipped: MONGODB_URL is not set');
  describe('read store contract: mongodb', () => {
    it.skip('runs only when MONGODB_URL is set', () => undefined);
  });
} else {
  const mongoUrl = url;
  describeReadStoreContract('mongodb', async () => {
    const store = await MongoReadStore.connect(mongoUrl);
    return { store, cleanup: () => store.close() };
  });
}
