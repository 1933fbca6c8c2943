import type { ContractContext } from './read-store.contract';

export function describeAdministrationContract(context: ContractContext): void {
  describe('collections', () => {
    it('lists a collection once it holds a document or an index', async () => {
      const written = context.freshName('listed');
      const indexed = context.freshName('indexed');
      const untouched = context.freshName('untouched');
      await context.store().collection(written).insertOne({ _id: '1' });
      await context.store().collection(indexed).createIndex({ a: 1 });
      await context.store().collection(untouched).findOne({ _id: '1' });
      const names = await context.store().listCollections();
      expect(names).toEqual(expect.arrayContaining([written, indexed]));
      expect(names).not.toContain(untouched);
    });

    it('drops a collection with its documents and indexes, and lets it be written again', async () => {
      const name = context.freshName('dropped');
      const collection = context.store().collection(name);
      await collection.createIndex({ code: 1 }, { unique: true });
      await collection.insertOne({ _id: '1', code: 'x' });
      await context.store().dropCollection(name);
      expect(await context.store().listCollections()).not.toContain(name);
      expect(await collection.countDocuments()).toBe(0);
      await collection.insertMany([
        { _id: '1', code: 'y' },
        { _id: '2', code: 'y' },
      ]);
      expect(await collection.countDocuments({ code: 'y' })).toBe(2);
      await context.store().dropCollection(context.freshName('never-created'));
    });

    it('answers ping', async () => {
      expect(await context.store().ping()).toBe(true);
    });
  });
}
