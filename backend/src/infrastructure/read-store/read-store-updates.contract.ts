import type { ReadDocument } from '@eventfold/contracts';
import type { ContractContext } from './read-store.contract';

const noChange = { matchedCount: 1, modifiedCount: 0, upsertedCount: 0, upsertedId: null };
const changedOne = { matchedCount: 1, modifiedCount: 1, upsertedCount: 0, upsertedId: null };
const missed = { matchedCount: 0, modifiedCount: 0, upsertedCount: 0, upsertedId: null };

export function describeUpdateContract(context: ContractContext): void {
  describe('updates', () => {
    it('applies $set (creating dotted paths), $unset and $inc', async () => {
      const collection = context.fresh('set');
      await collection.insertOne({ _id: 'u', name: 'Ann', visits: 1, stale: true });
      const result = await collection.updateOne(
        { _id: 'u' },
        {
          $set: { name: 'Anna', 'prefs.theme.mode': 'dark' },
          $unset: { stale: '' },
          $inc: { visits: 2, likes: 1 },
        },
      );
      expect(result).toEqual(changedOne);
      expect(await collection.findOne({ _id: 'u' })).toEqual({
        _id: 'u',
        name: 'Anna',
        visits: 3,
        likes: 1,
        prefs: { theme: { mode: 'dark' } },
      });
    });

    it('reports no modification when values do not change, and no match when none matches', async () => {
      const collection = context.fresh('no-op');
      await collection.insertOne({ _id: 'u', name: 'Ann' });
      expect(await collection.updateOne({ _id: 'u' }, { $set: { name: 'Ann' } })).toEqual(noChange);
      expect(await collection.updateOne({ _id: 'x' }, { $set: { name: 'Bo' } })).toEqual(missed);
    });

    it('applies $push, $pull and $addToSet, with $each and conditions', async () => {
      const collection = context.fresh('arrays');
      await collection.insertOne({ _id: 'u', tags: ['a'], scores: [1, 5, 9], friends: ['x'] });
      await collection.updateOne(
        { _id: 'u' },
        { $push: { tags: { $each: ['b', 'c'] } }, $pull: { scores: { $gte: 5 } } },
      );
      await collection.updateOne(
        { _id: 'u' },
        { $addToSet: { friends: { $each: ['x', 'y'] } }, $pull: { tags: 'a' } },
      );
      await collection.updateOne({ _id: 'u' }, { $addToSet: { friends: 'y' }, $push: { created: 1 } });
      expect(await collection.findOne({ _id: 'u' })).toEqual({
        _id: 'u',
        tags: ['b', 'c'],
        scores: [1],
        friends: ['x', 'y'],
        created: [1],
      });
    });

    it('applies $min and $max to numbers and Dates', async () => {
      const collection = context.fresh('min-max');
      const early = new Date('2025-01-01T00:00:00Z');
      const late = new Date('2025-06-01T00:00:00Z');
      await collection.insertOne({ _id: 'u', low: 5, high: 5, first: late, last: early });
      await collection.updateOne(
        { _id: 'u' },
        { $min: { low: 3, first: early }, $max: { high: 9, last: late } },
      );
      await collection.updateOne({ _id: 'u' }, { $min: { low: 4 }, $max: { high: 7 } });
      expect(await collection.findOne({ _id: 'u' })).toEqual({
        _id: 'u',
        low: 3,
        high: 9,
        first: early,
        last: late,
      });
    });

    it('updates the matched array element through the positional operator', async () => {
      const collection = context.fresh('positional');
      await collection.insertOne({
        _id: 'e',
        lineup: [
          { name: 'Trio', slot: 1 },
          { name: 'Duo', slot: 2 },
        ],
      });
      await collection.updateOne({ _id: 'e', 'lineup.name': 'Duo' }, { $set: { 'lineup.$.slot': 5 } });
      expect((await collection.findOne({ _id: 'e' }))?.lineup).toEqual([
        { name: 'Trio', slot: 1 },
        { name: 'Duo', slot: 5 },
      ]);
    });

    it('updates every match with updateMany', async () => {
      const collection = context.fresh('many');
      await collection.insertMany([
        { _id: '1', group: 'a', n: 0 },
        { _id: '2', group: 'a', n: 0 },
        { _id: '3', group: 'b', n: 0 },
      ]);
      const result = await collection.updateMany({ group: 'a' }, { $inc: { n: 1 } });
      expect(result).toEqual({ matchedCount: 2, modifiedCount: 2, upsertedCount: 0, upsertedId: null });
      expect((await collection.find({}, { sort: { _id: 1 } })).map((document) => document.n)).toEqual([
        1, 1, 0,
      ]);
    });

    it('supports compare-and-set: a stale expected value matches nothing', async () => {
      const collection = context.fresh<ReadDocument & { position: string }>('compare-and-set');
      await collection.insertOne({ _id: 'projector', position: '10' });
      const won = await collection.updateOne(
        { _id: 'projector', position: '10' },
        { $set: { position: '20' } },
      );
      const lost = await collection.updateOne(
        { _id: 'projector', position: '10' },
        { $set: { position: '30' } },
      );
      expect(won.matchedCount).toBe(1);
      expect(lost.matchedCount).toBe(0);
      expect((await collection.findOne({ _id: 'projector' }))?.position).toBe('20');
    });

    it('deletes one or many', async () => {
      const collection = context.fresh('delete');
      await collection.insertMany([
        { _id: '1', group: 'a' },
        { _id: '2', group: 'a' },
        { _id: '3', group: 'a' },
        { _id: '4', group: 'b' },
      ]);
      expect(await collection.deleteOne({ group: 'a' })).toEqual({ deletedCount: 1 });
      expect(await collection.deleteMany({ group: 'a' })).toEqual({ deletedCount: 2 });
      expect(await collection.deleteOne({ group: 'a' })).toEqual({ deletedCount: 0 });
      expect(await collection.find({})).toEqual([{ _id: '4', group: 'b' }]);
    });

    it('refuses an update document without operators', async () => {
      const collection = context.fresh('bad-update');
      await collection.insertOne({ _id: 'u', n: 1 });
      await expect(collection.updateOne({ _id: 'u' }, { n: 2 })).rejects.toThrow(/atomic operators/);
      expect(await collection.findOne({ _id: 'u' })).toEqual({ _id: 'u', n: 1 });
    });
  });
}
