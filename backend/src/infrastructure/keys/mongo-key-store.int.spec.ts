import { randomBytes, randomUUID } from 'node:crypto';
import { KeyErasedError } from './key-store.port';
import { MongoKeyStore } from './mongo-key-store';

// Runs against a real MongoDB when MONGODB_URL is set (docker compose), like the store contract suites.
const url = process.env['MONGODB_URL'];
const describeWithMongo = url === undefined ? describe.skip : describe;

describeWithMongo('MongoKeyStore', () => {
  it('creates one key per user, keeps it across connections, and erases it for good', async () => {
    const master = randomBytes(32);
    const userId = `test-${randomUUID()}`;
    const first = await MongoKeyStore.connect(url!, master);
    const [a, b] = await Promise.all([first.keyFor(userId), first.keyFor(userId)]);
    expect(a).toHaveLength(32);
    expect(b).toEqual(a);
    await first.close();
    const second = await MongoKeyStore.connect(url!, master);
    expect(await second.findKey(userId)).toEqual(a);
    await second.erase(userId);
    expect(await second.findKey(userId)).toBeNull();
    await expect(second.keyFor(userId)).rejects.toBeInstanceOf(KeyErasedError);
    await second.close();
  });
});
