import type { ReadDocument } from '@eventfold/contracts';
import type { ContractContext } from './read-store.contract';

interface Counter extends ReadDocument {
  n: number;
  code?: string;
}

class Refused extends Error {}

/** A collection that exists, with a unique index, before a transaction writes to it. */
async function seeded(context: ContractContext, label: string) {
  const name = context.freshName(label);
  const collection = context.store().collection<Counter>(name);
  await collection.createIndex({ code: 1 }, { unique: true, name: 'code_unique' });
  await collection.insertMany([
    { _id: 'kept', n: 1, code: 'k' },
    { _id: 'changed', n: 1, code: 'c' },
    { _id: 'removed', n: 1, code: 'r' },
  ]);
  return { name, collection };
}

export function describeTransactionContract(context: ContractContext): void {
  describe('transactions', () => {
    it('land every write of a transaction that resolves, across collections, and answer its result', async () => {
      const first = await seeded(context, 'tx_commit_a');
      const second = await seeded(context, 'tx_commit_b');
      const result = await context.store().withTransaction(async (transaction) => {
        const a = transaction.collection<Counter>(first.name);
        await a.insertOne({ _id: 'added', n: 1, code: 'a' });
        await a.updateOne({ _id: 'changed' }, { $inc: { n: 1 } });
        await a.deleteOne({ _id: 'removed' });
        await transaction
          .collection<Counter>(second.name)
          .bulkWrite([
            { replaceOne: { filter: { _id: 'changed' }, replacement: { _id: 'changed', n: 5, code: 'c' } } },
            { insertOne: { document: { _id: 'added', n: 2, code: 'a' } } },
          ]);
        // Reads inside see the transaction's own writes.
        return (await a.find({}, { sort: { _id: 1 } })).map((document) => document._id);
      });
      expect(result).toEqual(['added', 'changed', 'kept']);
      expect(await first.collection.find({}, { sort: { _id: 1 } })).toEqual([
        { _id: 'added', n: 1, code: 'a' },
        { _id: 'changed', n: 2, code: 'c' },
        { _id: 'kept', n: 1, code: 'k' },
      ]);
      expect(await second.collection.findOne({ _id: 'changed' })).toEqual({
        _id: 'changed',
        n: 5,
        code: 'c',
      });
      expect(await second.collection.countDocuments()).toBe(4);
    });

    it('leave nothing of a transaction that throws, and pass its error on', async () => {
      const { name, collection } = await seeded(context, 'tx_abort');
      const before = await collection.find({}, { sort: { _id: 1 } });
      const refused = new Refused('the fence moved');
      const attempt = context.store().withTransaction(async (transaction) => {
        const inside = transaction.collection<Counter>(name);
        await inside.insertOne({ _id: 'added', n: 1, code: 'a' });
        await inside.replaceOne({ _id: 'changed' }, { _id: 'changed', n: 9, code: 'c' });
        await inside.updateMany({}, { $inc: { n: 10 } });
        await inside.deleteOne({ _id: 'removed' });
        // The freed unique key taken by a new document must be free again for the old one.
        await inside.insertOne({ _id: 'took-code', n: 1, code: 'r' });
        expect(await inside.countDocuments()).toBe(4);
        throw refused;
      });
      await expect(attempt).rejects.toBe(refused);
      expect(await collection.find({}, { sort: { _id: 1 } })).toEqual(before);
    });
  });
}
