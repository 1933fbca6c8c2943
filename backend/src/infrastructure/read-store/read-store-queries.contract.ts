import type { ReadDocument } from '@eventfold/contracts';
import type { ContractContext } from './read-store.contract';

interface Show extends ReadDocument {
  title: string;
  price: number;
  tags: string[];
  venue: { city: string; seats: number };
  startsAt: Date;
  lineup?: { name: string; slot: number }[];
  note?: string | null;
}

const shows: Show[] = [
  {
    _id: 'a',
    title: 'Jazz Night',
    price: 20,
    tags: ['music', 'jazz'],
    venue: { city: 'Austin', seats: 200 },
    startsAt: new Date('2025-03-01T20:00:00Z'),
    lineup: [{ name: 'Trio', slot: 1 }],
  },
  {
    _id: 'b',
    title: 'Art Walk',
    price: 0,
    tags: ['art'],
    venue: { city: 'Dallas', seats: 50 },
    startsAt: new Date('2025-02-01T18:00:00Z'),
    note: null,
  },
  {
    _id: 'c',
    title: 'jazz brunch',
    price: 35,
    tags: ['food', 'jazz'],
    venue: { city: 'Austin', seats: 80 },
    startsAt: new Date('2025-04-01T11:00:00Z'),
    lineup: [{ name: 'Duo', slot: 2 }],
    note: 'outdoor',
  },
];

const ids = (documents: ReadDocument[]) => documents.map((document) => document._id).sort();

export function describeQueryContract(context: ContractContext): void {
  describe('queries', () => {
    async function seeded() {
      const collection = context.fresh<Show>('shows');
      await collection.insertMany(shows);
      return collection;
    }

    it('finds by _id and answers null for a missing one', async () => {
      const collection = await seeded();
      expect(await collection.findOne({ _id: 'b' })).toEqual(shows[1]);
      expect(await collection.findOne({ _id: 'zzz' })).toBeNull();
      expect(await context.fresh('never-written').findOne({ _id: 'a' })).toBeNull();
    });

    it('applies comparison operators', async () => {
      const collection = await seeded();
      expect(ids(await collection.find({ price: { $gt: 0 } }))).toEqual(['a', 'c']);
      expect(ids(await collection.find({ price: { $gte: 20, $lte: 20 } }))).toEqual(['a']);
      expect(ids(await collection.find({ price: { $lt: 20 } }))).toEqual(['b']);
      expect(ids(await collection.find({ price: { $ne: 0 } }))).toEqual(['a', 'c']);
      expect(ids(await collection.find({ _id: { $in: ['a', 'c', 'x'] } }))).toEqual(['a', 'c']);
      expect(ids(await collection.find({ price: { $nin: [0, 35] } }))).toEqual(['a']);
    });

    it('tells missing, null and present fields apart as MongoDB does', async () => {
      const collection = await seeded();
      expect(ids(await collection.find({ note: { $exists: true } }))).toEqual(['b', 'c']);
      expect(ids(await collection.find({ note: { $exists: false } }))).toEqual(['a']);
      expect(ids(await collection.find({ note: null }))).toEqual(['a', 'b']);
    });

    it('combines conditions with $or and $and', async () => {
      const collection = await seeded();
      expect(ids(await collection.find({ $or: [{ price: 0 }, { note: 'outdoor' }] }))).toEqual(['b', 'c']);
      expect(ids(await collection.find({ $and: [{ tags: 'jazz' }, { price: { $lt: 30 } }] }))).toEqual(['a']);
    });

    it('matches $regex, array elements, $elemMatch and dotted paths', async () => {
      const collection = await seeded();
      expect(ids(await collection.find({ title: { $regex: '^jazz', $options: 'i' } }))).toEqual(['a', 'c']);
      expect(ids(await collection.find({ title: { $regex: /Walk$/ } }))).toEqual(['b']);
      expect(ids(await collection.find({ tags: 'jazz' }))).toEqual(['a', 'c']);
      expect(
        ids(await collection.find({ lineup: { $elemMatch: { name: 'Duo', slot: { $gte: 2 } } } })),
      ).toEqual(['c']);
      expect(ids(await collection.find({ 'venue.city': 'Austin', 'venue.seats': { $gt: 100 } }))).toEqual([
        'a',
      ]);
      expect(ids(await collection.find({ 'lineup.name': 'Trio' }))).toEqual(['a']);
    });

    it('sorts, skips and limits', async () => {
      const collection = await seeded();
      const byPrice = await collection.find({}, { sort: { price: -1 } });
      expect(byPrice.map((show) => show._id)).toEqual(['c', 'a', 'b']);
      const page = await collection.find({}, { sort: { price: 1 }, skip: 1, limit: 1 });
      expect(page.map((show) => show._id)).toEqual(['a']);
      const byCityThenSeats = await collection.find({}, { sort: { 'venue.city': 1, 'venue.seats': -1 } });
      expect(byCityThenSeats.map((show) => show._id)).toEqual(['a', 'c', 'b']);
      const first = await collection.findOne({ tags: 'jazz' }, { sort: { startsAt: -1 } });
      expect(first?._id).toBe('c');
    });

    it('projects included and excluded fields, dotted ones too', async () => {
      const collection = await seeded();
      const included = await collection.findOne({ _id: 'a' }, { projection: { title: 1, 'venue.city': 1 } });
      expect(included).toEqual({ _id: 'a', title: 'Jazz Night', venue: { city: 'Austin' } });
      const withoutId = await collection.find({ _id: 'b' }, { projection: { _id: 0, price: 1 } });
      expect(withoutId).toEqual([{ price: 0 }]);
      const excluded = await collection.findOne(
        { _id: 'b' },
        { projection: { venue: 0, tags: 0, startsAt: 0 } },
      );
      expect(excluded).toEqual({ _id: 'b', title: 'Art Walk', price: 0, note: null });
    });

    it('projects top-level fields of many documents, leaving out missing ones, under a limit', async () => {
      const collection = await seeded();
      const heads = await collection.find(
        { price: { $gte: 0 } },
        { projection: { title: 1, note: 1 }, limit: 2, sort: { _id: 1 } },
      );
      expect(heads).toEqual([
        { _id: 'a', title: 'Jazz Night' },
        { _id: 'b', title: 'Art Walk', note: null },
      ]);
      const unsorted = await collection.find({ _id: { $in: ['a', 'c'] } }, { projection: { price: 1 } });
      expect(unsorted.sort((x, y) => x._id.localeCompare(y._id))).toEqual([
        { _id: 'a', price: 20 },
        { _id: 'c', price: 35 },
      ]);
      // The copy is the caller's: changing it changes nothing stored.
      (unsorted[0] as { price: number }).price = 1;
      expect(await collection.findOne({ _id: 'a' }, { projection: { price: 1 } })).toEqual({
        _id: 'a',
        price: 20,
      });
    });

    it('counts documents with and without a filter', async () => {
      const collection = await seeded();
      expect(await collection.countDocuments()).toBe(3);
      expect(await collection.countDocuments({ tags: 'jazz' })).toBe(2);
      expect(await context.fresh('empty').countDocuments()).toBe(0);
    });
  });
}
