import type { ReadDocument } from '@eventfold/contracts';
import type { ContractContext } from './read-store.contract';

interface Session extends ReadDocument {
  expire: Date;
  sess: { cookie: { path: string }; history: Date[] };
}

const session = (id: string, expire: string): Session => ({
  _id: id,
  expire: new Date(expire),
  sess: { cookie: { path: '/' }, history: [new Date('2025-01-01T00:00:00Z')] },
});

export function describeDocumentContract(context: ContractContext): void {
  describe('documents', () => {
    it('round-trips Dates as Dates, nested ones too, and compares and sorts them', async () => {
      const collection = context.fresh<Session>('dates');
      await collection.insertMany([
        session('b', '2025-03-01T20:00:00Z'),
        session('a', '2025-02-01T18:00:00Z'),
        session('c', '2025-04-01T11:00:00Z'),
      ]);
      const found = await collection.findOne({ _id: 'b' });
      expect(found?.expire).toBeInstanceOf(Date);
      expect(found?.expire.toISOString()).toBe('2025-03-01T20:00:00.000Z');
      expect(found?.sess.history[0]).toBeInstanceOf(Date);
      const range = {
        expire: { $gte: new Date('2025-02-15T00:00:00Z'), $lt: new Date('2025-03-15T00:00:00Z') },
      };
      expect((await collection.find(range)).map((document) => document._id)).toEqual(['b']);
      const ordered = await collection.find({}, { sort: { expire: 1 } });
      expect(ordered.map((document) => document._id)).toEqual(['a', 'b', 'c']);
    });

    it('hands out copies, so callers cannot change stored state', async () => {
      const collection = context.fresh<Session>('copies');
      const original = session('s', '2025-03-01T20:00:00Z');
      await collection.insertOne(original);
      original.sess.cookie.path = '/mutated-after-insert';
      original.expire.setUTCFullYear(1999);
      const found = (await collection.findOne({ _id: 's' })) as Session;
      found.sess.cookie.path = '/mutated-after-read';
      found.sess.history.push(new Date());
      const update = { $set: { 'sess.cookie': { path: '/set' } } };
      await collection.updateOne({ _id: 's' }, update);
      update.$set['sess.cookie'].path = '/mutated-after-update';
      expect(await collection.findOne({ _id: 's' })).toEqual({
        ...session('s', '2025-03-01T20:00:00Z'),
        sess: { cookie: { path: '/set' }, history: [new Date('2025-01-01T00:00:00Z')] },
      });
    });
  });
}
