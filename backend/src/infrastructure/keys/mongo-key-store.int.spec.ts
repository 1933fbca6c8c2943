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

describeWithMongo('MongoKeyStore on two instances', () => {
  it('stops using a key erased on the other instance at its next erasure check', async () => {
    const master = randomBytes(32);
    const userId = `test-${randomUUID()}`;
    const api = await MongoKeyStore.connect(url!, master, 20);
    const eraser = await MongoKeyStore.connect(url!, master, 20);
    try {
      expect(await api.keyFor(userId)).toHaveLength(32);
      await eraser.erase(userId);
      while ((await api.findKey(userId)) !== null) await new Promise((resolve) => setTimeout(resolve, 5));
      await expect(api.keyFor(userId)).rejects.toBeInstanceOf(KeyErasedError);
    } finally {
      await api.close();
      await eraser.close();
    }
  });
});
