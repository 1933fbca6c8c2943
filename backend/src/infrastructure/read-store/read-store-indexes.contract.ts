import { isDuplicateKeyError, type ReadCollection, type ReadDocument } from '@eventfold/contracts';
import type { ContractContext } from './read-store.contract';

async function rejectsAsDuplicate(write: Promise<unknown>): Promise<void> {
  const error = await write.then(
    () => undefined,
    (failure: unknown) => failure,
  );
  expect(error).toBeDefined();
  expect(isDuplicateKeyError(error)).toBe(true);
}

const all = (collection: ReadCollection) => collection.find({}, { sort: { _id: 1 } });

export function describeIndexContract(context: ContractContext): void {
  describe('indexes', () => {
    async function withUniqueEmail() {
      const collection = context.fresh('users');
      expect(await collection.createIndex({ email: 1 }, { unique: true })).toBe('email_1');
      await collection.insertMany([
        { _id: '1', email: 'ann@example.com' },
        { _id: '2', email: 'bo@example.com' },
      ]);
      return collection;
    }

    it('names indexes like MongoDB and accepts the same index twice', async () => {
      const collection = context.fresh('names');
      expect(await collection.createIndex({ userId: 1, startsAt: -1 })).toBe('userId_1_startsAt_-1');
      expect(await collection.createIndex({ code: 1 }, { name: 'by_code', unique: true })).toBe('by_code');
      expect(await collection.createIndex({ code: 1 }, { name: 'by_code', unique: true })).toBe('by_code');
    });

    it('rejects a duplicate _id and a duplicate unique key on insert, changing nothing', async () => {
      const collection = await withUniqueEmail();
      const before = await all(collection);
      await rejectsAsDuplicate(collection.insertOne({ _id: '1', email: 'new@example.com' }));
      await rejectsAsDuplicate(collection.insertOne({ _id: '3', email: 'ann@example.com' }));
      expect(await all(collection)).toEqual(before);
    });

    it('rejects updates, replacements and upserts that would duplicate a key', async () => {
      const collection = await withUniqueEmail();
      const before = await all(collection);
      await rejectsAsDuplicate(collection.updateOne({ _id: '2' }, { $set: { email: 'ann@example.com' } }));
      await rejectsAsDuplicate(collection.replaceOne({ _id: '2' }, { _id: '2', email: 'ann@example.com' }));
      await rejectsAsDuplicate(
        collection.updateOne({ _id: '3' }, { $set: { email: 'bo@example.com' } }, { upsert: true }),
      );
      await rejectsAsDuplicate(
        collection.findOneAndUpdate({ _id: '1' }, { $set: { email: 'bo@example.com' } }),
      );
      expect(await all(collection)).toEqual(before);
    });

    it('keeps a string apart from a number or null that reads alike in a unique index', async () => {
      const collection = context.fresh('typed_keys');
      await collection.createIndex({ code: 1 }, { unique: true });
      await collection.insertMany([
        { _id: 'number', code: 5 },
        { _id: 'string', code: 'n5' },
        { _id: 'null', code: null },
        { _id: 'z', code: 'z' },
      ]);
      expect((await collection.find({ code: 'n5' })).map((document) => document._id)).toEqual(['string']);
      expect((await collection.find({ code: 5 })).map((document) => document._id)).toEqual(['number']);
      expect((await collection.find({ code: 'z' })).map((document) => document._id)).toEqual(['z']);
      await rejectsAsDuplicate(collection.insertOne({ _id: 'again', code: 'n5' }));
      await collection.deleteOne({ _id: 'string' });
      await collection.insertOne({ _id: 'again', code: 'n5' });
      expect((await collection.find({ code: 'n5' })).map((document) => document._id)).toEqual(['again']);
    });

    it('stops an ordered bulk write at the failing operation', async () => {
      const collection = await withUniqueEmail();
      await rejectsAsDuplicate(
        collection.bulkWrite([
          { insertOne: { document: { _id: '3', email: 'cy@example.com' } } },
          { updateOne: { filter: { _id: '3' }, update: { $set: { email: 'ann@example.com' } } } },
          { insertOne: { document: { _id: '4', email: 'di@example.com' } } },
        ]),
      );
      expect((await all(collection)).map((user) => user.email)).toEqual([
        'ann@example.com',
        'bo@example.com',
        'cy@example.com',
      ]);
      await rejectsAsDuplicate(
        collection.insertMany([
          { _id: '5', email: 'ed@example.com' },
          { _id: '6', email: 'ed@example.com' },
        ]),
      );
      expect(await collection.countDocuments({ email: 'ed@example.com' })).toBe(1);
    });

    it('enforces compound unique indexes on the combination only', async () => {
      const collection = context.fresh('likes');
      await collection.createIndex({ eventId: 1, userId: 1 }, { unique: true });
      await collection.insertOne({ _id: '1', eventId: 'e1', userId: 'u1' });
      await collection.insertOne({ _id: '2', eventId: 'e1', userId: 'u2' });
      await collection.insertOne({ _id: '3', eventId: 'e2', userId: 'u1' });
      await rejectsAsDuplicate(collection.insertOne({ _id: '4', eventId: 'e1', userId: 'u2' }));
      expect(await collection.countDocuments()).toBe(3);
    });

    it('refuses to create a unique index over existing duplicates', async () => {
      const collection = context.fresh('late-unique');
      await collection.insertMany([
        { _id: '1', code: 'x' },
        { _id: '2', code: 'x' },
      ]);
      await rejectsAsDuplicate(collection.createIndex({ code: 1 }, { unique: true }));
      await collection.insertOne({ _id: '3', code: 'x' });
      expect(await collection.countDocuments({ code: 'x' })).toBe(3);
    });

    it('answers equality queries through a non-unique index, arrays included', async () => {
      const collection = context.fresh<ReadDocument & { userId: string }>('by-user');
      await collection.createIndex({ userId: 1 });
      await collection.insertMany([
        { _id: '1', userId: 'u1' },
        { _id: '2', userId: 'u2' },
        { _id: '3', userId: 'u1' },
      ]);
      await collection.insertOne({ _id: '4', userId: ['u1', 'u3'] } as unknown as ReadDocument & {
        userId: string;
      });
      await collection.updateOne({ _id: '2' }, { $set: { userId: 'u1' } });
      await collection.deleteOne({ _id: '3' });
      expect((await collection.find({ userId: 'u1' }, { sort: { _id: 1 } })).map((doc) => doc._id)).toEqual([
        '1',
        '2',
        '4',
      ]);
      expect((await collection.find({ userId: { $in: ['u3', 'u9'] } })).map((doc) => doc._id)).toEqual(['4']);
      expect(await collection.countDocuments({ userId: 'u2' })).toBe(0);
    });

    it('answers a single-field index beside a compound one leading with it, created before or after', async () => {
      for (const order of ['single first', 'compound first']) {
        const collection = context.fresh(`leading-${order.replace(' ', '-')}`);
        if (order === 'single first') await collection.createIndex({ userId: 1 });
        await collection.createIndex({ userId: 1, startDate: 1 });
        await collection.insertMany([
          { _id: 'a', userId: 'u1', startDate: '2026-06-01' },
          { _id: 'b', userId: 'u1', startDate: 20260610 },
          { _id: 'c', userId: 'u1' },
          { _id: 'd', userId: 'u2', startDate: '2026-06-15' },
          { _id: 'e', userId: ['u1', 'u3'], startDate: '2026-06-16' },
          { _id: 'f', userId: 'u4', startDate: ['2026-05-01', '2026-06-20'] },
          { _id: 'g', userId: 7, startDate: '2026-06-02' },
          { _id: 'h', startDate: '2026-06-03' },
          { _id: 'i', userId: null },
          // A string reading like the embedded store's encoded key of 7: it must not match 7.
          { _id: 'j', userId: '\u0000n7', startDate: '2026-06-04' },
        ]);
        if (order === 'compound first') await collection.createIndex({ userId: 1 });
        await collection.updateOne({ _id: 'd' }, { $set: { userId: 'u1' } });
        await collection.deleteOne({ _id: 'a' });
        const ids = async (filter: Record<string, unknown>) =>
          (await collection.find(filter)).map((document) => document._id).sort();
        expect(await ids({ userId: 'u1' })).toEqual(['b', 'c', 'd', 'e']);
        expect(await ids({ userId: { $in: ['u3', 'u4'] } })).toEqual(['e', 'f']);
        expect(await ids({ userId: 7 })).toEqual(['g']);
        expect(await ids({ userId: '\u0000n7', startDate: { $gte: '2026-06-01' } })).toEqual(['j']);
        expect(await ids({ userId: null })).toEqual(['h', 'i']);
        expect(await collection.countDocuments({ userId: 'u2' })).toBe(0);
      }
    });

    it('answers a range on the last field of a compound index as a scan would, whatever the values', async () => {
      const collection = context.fresh('ranges');
      await collection.createIndex({ userId: 1, startDate: 1 });
      await collection.insertMany([
        { _id: 'a', userId: 'u1', startDate: '2026-06-01' },
        { _id: 'b', userId: 'u1', startDate: '2026-06-15' },
        { _id: 'c', userId: 'u1', startDate: '2026-07-01' },
        { _id: 'd', userId: 'u1', startDate: 20260610 },
        { _id: 'e', userId: 'u1' },
        { _id: 'f', userId: 'u1', startDate: ['2026-05-01', '2026-06-20'] },
        { _id: 'g', userId: 'u2', startDate: '2026-06-15' },
        { _id: 'h', userId: ['u1', 'u3'], startDate: '2026-06-16' },
      ]);
      await collection.updateOne({ _id: 'c' }, { $set: { startDate: '2026-06-30' } });
      const ids = async (filter: Record<string, unknown>) =>
        (await collection.find(filter)).map((document) => document._id).sort();
      const june = { $gte: '2026-06-01', $lt: '2026-07-01' };
      expect(await ids({ userId: 'u1', startDate: june })).toEqual(['a', 'b', 'c', 'f', 'h']);
      expect(await ids({ userId: 'u3', startDate: { $gt: '2026-06-01', $lte: '2026-06-16' } })).toEqual([
        'h',
      ]);
      expect(await ids({ userId: 'u1', startDate: { $lt: '2026-06-01' } })).toEqual(['f']);
      expect(await ids({ userId: 'u2', startDate: june })).toEqual(['g']);
      expect(await ids({ userId: 'u1', startDate: { $gt: 20260601 } })).toEqual(['d']);
    });

    it('answers ranges of a compound index holding many entries under one prefix, inserted out of order', async () => {
      const collection = context.fresh('many-ranges');
      await collection.createIndex({ userId: 1, startDate: 1 });
      // 150 days in a scrambled order (37 is prime to 150), so inserts land anywhere in the order.
      const days = Array.from({ length: 150 }, (_, index) => (index * 37) % 150);
      const dateOf = (day: number) => new Date(Date.UTC(2026, 0, 1 + day)).toISOString();
      for (const day of days)
        await collection.insertOne({ _id: `d${day}`, userId: 'u1', startDate: dateOf(day) });
      await collection.deleteMany({ _id: { $in: ['d10', 'd11', 'd100'] } });
      const ids = async (filter: Record<string, unknown>) =>
        (await collection.find(filter)).map((document) => document._id).sort();
      const expected = (from: number, to: number) =>
        days
          .filter((day) => day >= from && day < to && ![10, 11, 100].includes(day))
          .map((day) => `d${day}`)
          .sort();
      expect(await ids({ userId: 'u1', startDate: { $gte: dateOf(5), $lt: dateOf(20) } })).toEqual(
        expected(5, 20),
      );
      expect(await ids({ userId: 'u1', startDate: { $gte: dateOf(90), $lt: dateOf(150) } })).toEqual(
        expected(90, 150),
      );
    });

    it('keeps unexpired documents under a TTL index', async () => {
      const collection = context.fresh('sessions');
      expect(await collection.createIndex({ expire: 1 }, { expireAfterSeconds: 0 })).toBe('expire_1');
      const expire = new Date(Date.now() + 3_600_000);
      await collection.insertOne({ _id: 's', sess: { cookie: {} }, expire });
      expect(await collection.findOne({ _id: 's' })).toEqual({ _id: 's', sess: { cookie: {} }, expire });
    });
  });
}
