import type { ContractContext } from './read-store.contract';

const noChange = { matchedCount: 1, modifiedCount: 0, upsertedCount: 0, upsertedId: null };
const changedOne = { matchedCount: 1, modifiedCount: 1, upsertedCount: 0, upsertedId: null };
const missed = { matchedCount: 0, modifiedCount: 0, upsertedCount: 0, upsertedId: null };

export function describeUpsertContract(context: ContractContext): void {
  describe('upserts, replacements and bulk writes', () => {
    it('upserts from the filter equalities, with $setOnInsert only on insert', async () => {
      const collection = context.fresh('upsert');
      const update = { $set: { name: 'Ann' }, $setOnInsert: { createdAt: 'first' }, $inc: { logins: 1 } };
      const inserted = await collection.updateOne(
        { _id: 'u', 'profile.zip': '78701', role: { $eq: 'member' } },
        update,
        {
          upsert: true,
        },
      );
      expect(inserted).toEqual({ matchedCount: 0, modifiedCount: 0, upsertedCount: 1, upsertedId: 'u' });
      const again = await collection.updateOne(
        { _id: 'u' },
        { ...update, $setOnInsert: { createdAt: 'second' } },
        { upsert: true },
      );
      expect(again).toEqual(changedOne);
      expect(await collection.findOne({ _id: 'u' })).toEqual({
        _id: 'u',
        profile: { zip: '78701' },
        role: 'member',
        name: 'Ann',
        createdAt: 'first',
        logins: 2,
      });
    });

    it('gives an upsert without an _id in its filter a generated id', async () => {
      const collection = context.fresh('upsert-id');
      const result = await collection.updateOne(
        { email: 'ann@example.com' },
        { $set: { n: 1 } },
        { upsert: true },
      );
      expect(result.upsertedCount).toBe(1);
      expect(result.upsertedId).not.toBeNull();
      expect(await collection.countDocuments({ email: 'ann@example.com', n: 1 })).toBe(1);
    });

    it('replaces whole documents, keeping the _id, and upserts replacements', async () => {
      const collection = context.fresh('replace');
      await collection.insertOne({ _id: 'u', a: 1, b: 2 });
      expect(await collection.replaceOne({ a: 1 }, { _id: 'u', c: 3 })).toEqual(changedOne);
      expect(await collection.findOne({ _id: 'u' })).toEqual({ _id: 'u', c: 3 });
      expect(await collection.replaceOne({ _id: 'u' }, { _id: 'u', c: 3 })).toEqual(noChange);
      const upserted = await collection.replaceOne({ _id: 'v' }, { _id: 'v', d: 4 }, { upsert: true });
      expect(upserted).toEqual({ matchedCount: 0, modifiedCount: 0, upsertedCount: 1, upsertedId: 'v' });
      expect(await collection.replaceOne({ _id: 'w' }, { _id: 'w', e: 5 })).toEqual(missed);
      expect(await collection.countDocuments()).toBe(2);
    });

    it('returns the document before or after with findOneAndUpdate', async () => {
      const collection = context.fresh('find-and-update');
      await collection.insertMany([
        { _id: '1', queue: 'q', rank: 2, taken: false },
        { _id: '2', queue: 'q', rank: 1, taken: false },
      ]);
      const before = await collection.findOneAndUpdate(
        { queue: 'q', taken: false },
        { $set: { taken: true } },
        { sort: { rank: 1 } },
      );
      expect(before).toEqual({ _id: '2', queue: 'q', rank: 1, taken: false });
      const after = await collection.findOneAndUpdate(
        { queue: 'q', taken: false },
        { $set: { taken: true } },
        { returnDocument: 'after' },
      );
      expect(after).toEqual({ _id: '1', queue: 'q', rank: 2, taken: true });
      expect(
        await collection.findOneAndUpdate({ queue: 'q', taken: false }, { $set: { taken: true } }),
      ).toBeNull();
      const created = await collection.findOneAndUpdate(
        { _id: '3' },
        { $set: { queue: 'r' } },
        { upsert: true, returnDocument: 'after' },
      );
      expect(created).toEqual({ _id: '3', queue: 'r' });
      expect(
        await collection.findOneAndUpdate({ _id: '4' }, { $set: { queue: 'r' } }, { upsert: true }),
      ).toBeNull();
    });

    it('applies a bulk write in order', async () => {
      const collection = context.fresh('bulk');
      await collection.bulkWrite([
        { insertOne: { document: { _id: '1', n: 1 } } },
        { updateOne: { filter: { _id: '1' }, update: { $inc: { n: 1 } } } },
        { replaceOne: { filter: { _id: '2' }, replacement: { _id: '2', n: 10 }, upsert: true } },
        { updateOne: { filter: { _id: '3' }, update: { $set: { n: 30 } }, upsert: true } },
        { deleteOne: { filter: { _id: '2' } } },
      ]);
      expect(await collection.find({}, { sort: { _id: 1 } })).toEqual([
        { _id: '1', n: 2 },
        { _id: '3', n: 30 },
      ]);
    });
  });
}
