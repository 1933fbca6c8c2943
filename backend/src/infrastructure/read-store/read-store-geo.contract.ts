import type { ReadDocument } from '@eventfold/contracts';
import type { ContractContext } from './read-store.contract';

const MILES_PER_RADIAN = 3963.2;

function point(longitude: number, latitude: number) {
  return { type: 'Point', coordinates: [longitude, latitude] };
}

/** `$geoWithin` / `$centerSphere` over a `2dsphere` index: the Nearby query. */
export function describeGeoContract(context: ContractContext): void {
  describe('geo queries', () => {
    // Chicago (Lincoln Park), Evanston (~10 miles north), Milwaukee (~80 miles), and a document without a point.
    const places: ReadDocument[] = [
      { _id: 'lincoln-park', kind: 'event', at: point(-87.6443, 41.9227), day: 1 },
      { _id: 'evanston', kind: 'event', at: point(-87.6877, 42.0411), day: 2 },
      { _id: 'milwaukee', kind: 'event', at: point(-87.9065, 43.0389), day: 1 },
      { _id: 'nowhere', kind: 'event', day: 1 },
    ];
    const within = (miles: number) => ({
      $geoWithin: { $centerSphere: [[-87.6443, 41.9227], miles / MILES_PER_RADIAN] },
    });

    async function withPlaces(indexFirst: boolean) {
      const collection = context.fresh('geo');
      if (indexFirst) expect(await collection.createIndex({ at: '2dsphere' })).toBe('at_2dsphere');
      await collection.insertMany(places);
      if (!indexFirst) await collection.createIndex({ at: '2dsphere' });
      return collection;
    }

    it.each([true, false])(
      'finds the points within a radius (index created first: %p)',
      async (indexFirst) => {
        const collection = await withPlaces(indexFirst);
        const ids = async (miles: number) =>
          (await collection.find({ at: within(miles) }, { sort: { _id: 1 } })).map((doc) => doc._id);
        expect(await ids(1)).toEqual(['lincoln-park']);
        expect(await ids(15)).toEqual(['evanston', 'lincoln-park']);
        expect(await ids(100)).toEqual(['evanston', 'lincoln-park', 'milwaukee']);
      },
    );

    it('answers nothing from an indexed collection without points', async () => {
      const collection = context.fresh('geo_empty');
      await collection.createIndex({ at: '2dsphere' });
      expect(await collection.find({ at: within(100) })).toEqual([]);
      await collection.insertOne({ _id: 'nowhere', kind: 'event' });
      expect(await collection.find({ at: within(100) })).toEqual([]);
    });

    // Nearby keeps a venue listing without a place as `point: null` until its source gets a ZIP.
    it('leaves out a null point, and follows a point cleared and set again', async () => {
      const collection = await withPlaces(true);
      await collection.insertOne({ _id: 'unplaced', kind: 'event', at: null, day: 1 });
      const ids = async () =>
        (await collection.find({ at: within(1) }, { sort: { _id: 1 } })).map((doc) => doc._id);
      expect(await ids()).toEqual(['lincoln-park']);
      expect(await collection.countDocuments({ day: 1 })).toBe(4);
      await collection.updateOne({ _id: 'lincoln-park' }, { $set: { at: null } });
      await collection.updateOne({ _id: 'unplaced' }, { $set: { at: point(-87.645, 41.923) } });
      expect(await ids()).toEqual(['unplaced']);
    });

    it('combines the geo condition with the rest of the filter and follows writes', async () => {
      const collection = await withPlaces(true);
      expect(await collection.countDocuments({ at: within(100), day: 1 })).toBe(2);
      await collection.updateOne({ _id: 'milwaukee' }, { $set: { at: point(-87.65, 41.93) } });
      await collection.deleteOne({ _id: 'evanston' });
      const found = await collection.find({ at: within(5), kind: 'event' }, { sort: { _id: 1 } });
      expect(found.map((doc) => doc._id)).toEqual(['lincoln-park', 'milwaukee']);
    });
  });
}
