import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BulkOperation, ReadDocument } from '@eventfold/contracts';
import { EmbeddedReadStore, type EmbeddedReadStoreOptions } from './embedded-read-store';

describe('embedded read store indexes and expiry', () => {
  let directory: string;
  let store: EmbeddedReadStore;
  const open = async (options?: EmbeddedReadStoreOptions) => {
    store = await EmbeddedReadStore.open(directory, options);
    return store;
  };

  beforeEach(() => {
    directory = fs.mkdtempSync(path.join(os.tmpdir(), 'eventfold-read-store-'));
  });

  afterEach(async () => {
    await store.close();
    fs.rmSync(directory, { recursive: true, force: true });
  });

  it('answers equality, $in, compound and _id lookups without scanning the collection', async () => {
    const events = (await open()).collection('events');
    await events.createIndex({ userId: 1 });
    await events.createIndex({ sourceId: 1, day: 1 });
    const documents = Array.from({ length: 20_000 }, (_, i) => ({
      _id: `e${i}`,
      userId: `u${i % 2_000}`,
      sourceId: `s${i % 100}`,
      day: i % 7,
    }));
    await events.insertMany(documents);
    const stats = store.collectionStats('events');
    const examined = async (query: () => Promise<unknown>) => {
      const before = stats.candidatesExamined;
      await query();
      return stats.candidatesExamined - before;
    };

    expect(await examined(() => events.find({ userId: 'u7' }))).toBe(10);
    expect(await examined(() => events.find({ userId: { $in: ['u7', 'u8'] }, day: { $gt: 2 } }))).toBe(20);
    expect(await examined(() => events.countDocuments({ sourceId: 's3', day: 3 }))).toBe(29);
    expect(await examined(() => events.findOne({ _id: 'e123' }))).toBe(1);
    expect(await examined(() => events.find({ day: 3 }))).toBe(20_000);
    expect(await events.countDocuments({ userId: 'u7' })).toBe(10);
  });

  it('answers equalities and a range on the last field of a compound index from a slice of it', async () => {
    const events = (await open()).collection('calendar');
    await events.createIndex({ userId: 1, startDate: 1 });
    await events.createIndex({ userId: 1, rangeEnd: 1 });
    const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000).toISOString();
    // Two users, a year of one event a day each, each event lasting two days.
    await events.insertMany(
      Array.from({ length: 730 }, (_, i) => ({
        _id: `e${i}`,
        userId: `u${i % 2}`,
        startDate: day(Math.floor(i / 2)),
        rangeEnd: day(Math.floor(i / 2) + 2),
      })),
    );
    await events.insertOne({ _id: 'no-dates', userId: 'u0' });
    const stats = store.collectionStats('calendar');
    const examined = async (filter: Record<string, unknown>) => {
      const before = stats.candidatesExamined;
      const found = await events.find(filter);
      return { ids: found.map((event) => event._id).sort(), examined: stats.candidatesExamined - before };
    };
    const june = { userId: 'u0', startDate: { $lt: day(181) }, rangeEnd: { $gt: day(151) } };
    const answer = await examined(june);
    // Events starting on days 150..180 overlap [day 151, day 181).
    expect(answer.ids).toEqual(Array.from({ length: 31 }, (_, n) => `e${(150 + n) * 2}`).sort());
    // The narrower of the two slices: the 181 events starting before day 181 (not the 215 ending
    // after day 151), plus the undated document, which every range must test.
    expect(answer.examined).toBe(182);
    const early = await examined({ userId: 'u1', startDate: { $gte: day(0), $lte: day(2) } });
    expect(early).toEqual({ ids: ['e1', 'e3', 'e5'], examined: 3 });
    // Writes keep the slices in step.
    await events.updateOne({ _id: 'e1' }, { $set: { startDate: day(300) } });
    await events.deleteOne({ _id: 'e3' });
    expect((await examined({ userId: 'u1', startDate: { $lte: day(2) } })).ids).toEqual(['e5']);
    // Equalities on every field of the compound index: one-value slices, also after the writes.
    expect(await examined({ userId: 'u0', startDate: day(3) })).toEqual({ ids: ['e6'], examined: 1 });
    expect(await examined({ userId: { $in: ['u0', 'u1'] }, startDate: { $in: [day(2), day(300)] } })).toEqual(
      { ids: ['e1', 'e4', 'e5', 'e600', 'e601'], examined: 5 },
    );
    await events.insertOne({ _id: 'numbered', userId: 'u1', startDate: 7, rangeEnd: 8 });
    expect(await examined({ userId: 'u1', startDate: 7 })).toEqual({ ids: ['numbered'], examined: 1 });
  });

  it('answers a single-field index from a compound one leading with it, in either order and after a restart', async () => {
    const events = (await open()).collection('calendar');
    await events.createIndex({ userId: 1 });
    await events.createIndex({ userId: 1, startDate: 1 });
    await events.createIndex({ sourceId: 1, startDate: 1 });
    await events.createIndex({ sourceId: 1 });
    await events.insertMany(
      Array.from({ length: 2_000 }, (_, i) => ({
        _id: `e${i}`,
        userId: `u${i % 200}`,
        sourceId: `s${i % 40}`,
        startDate: new Date(Date.UTC(2026, 0, 1 + (i % 365))).toISOString(),
      })),
    );
    await events.insertOne({ _id: 'undated', userId: 'u7', sourceId: 's7' });
    const examined = async (filter: Record<string, unknown>) => {
      const stats = store.collectionStats('calendar');
      const before = stats.candidatesExamined;
      const found = await store.collection('calendar').find(filter);
      return { count: found.length, examined: stats.candidatesExamined - before };
    };
    expect(await examined({ userId: 'u7' })).toEqual({ count: 11, examined: 11 });
    expect(await examined({ sourceId: 's7' })).toEqual({ count: 51, examined: 51 });
    await store.close();
    await open();
    expect(await examined({ userId: 'u7' })).toEqual({ count: 11, examined: 11 });
    expect(await examined({ sourceId: { $in: ['s7', 's8'] } })).toEqual({ count: 101, examined: 101 });
  });

  it('purges expired documents lazily on read, and durably', async () => {
    const sessions = (await open()).collection('sessions');
    await sessions.createIndex({ expire: 1 }, { expireAfterSeconds: 60 });
    const now = Date.now();
    await sessions.insertMany([
      { _id: 'old', expire: new Date(now - 120_000) },
      { _id: 'fresh', expire: new Date(now) },
      { _id: 'no-date', expire: 'soon' },
    ]);
    expect(await sessions.findOne({ _id: 'old' })).toBeNull();
    expect((await sessions.find({})).map((session) => session._id).sort()).toEqual(['fresh', 'no-date']);
    await store.close();
    expect((await open()).collectionStats('sessions').candidatesExamined).toBe(0);
    expect(await store.collection('sessions').countDocuments()).toBe(2);
  });

  it('sweeps expired documents periodically without being read', async () => {
    const sessions = (await open({ ttlSweepMs: 10 })).collection('sessions');
    await sessions.createIndex({ expire: 1 }, { expireAfterSeconds: 0 });
    await sessions.insertOne({ _id: 'soon', expire: new Date(Date.now() + 30) });
    await new Promise((resolve) => setTimeout(resolve, 150));
    const journal = fs.readdirSync(directory).find((name) => name.startsWith('journal-')) as string;
    expect(fs.readFileSync(path.join(directory, journal), 'utf8')).toContain('"d":"soon"');
  });

  it('bulk-loads a rebuild of 100,000 documents and keeps its equality index', async () => {
    const projection = (await open()).collection('calendar_v2');
    await projection.createIndex({ userId: 1 });
    const batches = Array.from({ length: 100 }, (_, batch) =>
      Array.from({ length: 1_000 }, (_, offset): BulkOperation<ReadDocument> => {
        const i = batch * 1_000 + offset;
        const replacement = {
          _id: `e${i}`,
          userId: `u${i % 500}`,
          title: `Event ${i}`,
          startsAt: new Date(i),
          likes: [],
        };
        return { replaceOne: { filter: { _id: `e${i}` }, replacement, upsert: true } };
      }),
    );
    // Speed is shown by `npm run bench`; here only the outcome of a rebuild-sized load is checked.
    for (const operations of batches) await projection.bulkWrite(operations);
    expect(await projection.countDocuments()).toBe(100_000);
    expect(await projection.countDocuments({ userId: 'u7' })).toBe(200);
  });
});
