import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import { EmbeddedReadStore, type EmbeddedReadStoreOptions } from './embedded-read-store';
import { describeReadStoreContract } from './read-store.contract';

const temporaryDirectory = () => fs.mkdtempSync(path.join(os.tmpdir(), 'eventfold-read-store-'));
const journalFiles = (directory: string) =>
  fs.readdirSync(directory).filter((name) => name.startsWith('journal-'));

describeReadStoreContract('embedded', async () => {
  const directory = temporaryDirectory();
  const store = await EmbeddedReadStore.open(directory);
  return {
    store,
    async cleanup() {
      await store.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
});

describe('embedded read store durability', () => {
  let directory: string;
  const opened: EmbeddedReadStore[] = [];
  const open = async (options?: EmbeddedReadStoreOptions) => {
    const store = await EmbeddedReadStore.open(directory, options);
    opened.push(store);
    return store;
  };

  beforeEach(() => {
    directory = temporaryDirectory();
  });

  afterEach(async () => {
    for (const store of opened.splice(0)) await store.close();
    fs.rmSync(directory, { recursive: true, force: true });
  });

  async function writeSample(store: EmbeddedReadStore) {
    const users = store.collection('users');
    await users.createIndex({ email: 1 }, { unique: true });
    await users.insertMany([
      { _id: 'u1', email: 'ann@example.com', seenAt: new Date('2025-05-01T10:00:00Z') },
      { _id: 'u2', email: 'bo@example.com', seenAt: new Date('2025-05-02T10:00:00Z') },
      { _id: 'u3', email: 'cy@example.com' },
    ]);
    await users.updateOne(
      { _id: 'u2' },
      { $set: { name: 'Bo' }, $push: { logins: new Date('2025-05-03T00:00:00Z') } },
    );
    await users.deleteOne({ _id: 'u3' });
    await store.collection('empty').createIndex({ a: 1 });
    await store.collection('gone').insertOne({ _id: 'x' });
    await store.dropCollection('gone');
  }

  async function expectSample(store: EmbeddedReadStore) {
    const users = store.collection('users');
    expect(await users.find({}, { sort: { _id: 1 } })).toEqual([
      { _id: 'u1', email: 'ann@example.com', seenAt: new Date('2025-05-01T10:00:00Z') },
      {
        _id: 'u2',
        email: 'bo@example.com',
        seenAt: new Date('2025-05-02T10:00:00Z'),
        name: 'Bo',
        logins: [new Date('2025-05-03T00:00:00Z')],
      },
    ]);
    expect((await users.findOne({ _id: 'u1' }))?.seenAt).toBeInstanceOf(Date);
    await expect(users.insertOne({ _id: 'u4', email: 'ann@example.com' })).rejects.toMatchObject({
      code: 11000,
    });
    const names = await store.listCollections();
    expect(names).toEqual(expect.arrayContaining(['empty', 'users']));
    expect(names).not.toContain('gone');
  }

  it('keeps documents, Dates, indexes and drops across close and reopen', async () => {
    const first = await open();
    await writeSample(first);
    await first.close();
    await expectSample(await open());
  });

  it('ignores a torn last journal line and keeps appending after it', async () => {
    const first = await open();
    await writeSample(first);
    await first.close();
    const [journal] = journalFiles(directory);
    fs.appendFileSync(
      path.join(directory, journal as string),
      '{"c":"users","p":{"_id":"torn","email":"half',
    );
    const second = await open();
    await expectSample(second);
    await second.collection('users').insertOne({ _id: 'u5', email: 'ed@example.com' });
    await second.close();
    const third = await open();
    expect(await third.collection('users').countDocuments()).toBe(3);
  });

  it('refuses to open over a corrupt line in the middle of the journal', async () => {
    const first = await open();
    await writeSample(first);
    await first.close();
    const journal = path.join(directory, journalFiles(directory)[0] as string);
    fs.writeFileSync(journal, `{"c":"users","p":{"_id":"x"\n${fs.readFileSync(journal, 'utf8')}`);
    await expect(EmbeddedReadStore.open(directory)).rejects.toThrow(/corrupt/);
  });

  it('compacts into a snapshot and a new journal without losing data', async () => {
    const store = await open({ compactAfterBytes: 2_000 });
    await writeSample(store);
    const events = store.collection('events');
    for (let i = 0; i < 100; i++) await events.insertOne({ _id: `e${i}`, n: i, at: new Date(i) });
    await events.deleteMany({ n: { $gte: 50 } });
    expect(fs.existsSync(path.join(directory, 'snapshot.jsonl'))).toBe(true);
    expect(journalFiles(directory)).toHaveLength(1);
    expect(journalFiles(directory)[0]).not.toBe('journal-0.jsonl');
    await store.close();
    const reopened = await open();
    await expectSample(reopened);
    expect(await reopened.collection('events').countDocuments()).toBe(50);
    expect((await reopened.collection('events').findOne({ _id: 'e7' }))?.at).toEqual(new Date(7));
  });

  it('lets the journal grow as large as the snapshot before compacting again', async () => {
    const store = await open({ compactAfterBytes: 2_000 });
    const documents = store.collection('documents');
    const padding = 'x'.repeat(200);
    for (let i = 0; i < 200; i++) await documents.insertOne({ _id: `d${i}`, n: 0, padding });
    await store.purgeRemoved();
    const snapshotBytes = fs.statSync(path.join(directory, 'snapshot.jsonl')).size;
    expect(snapshotBytes).toBeGreaterThan(40_000);
    const [afterSnapshot] = journalFiles(directory);
    // Most of a snapshot's worth of journal (20 times the configured 2,000 bytes): no new snapshot yet.
    for (let i = 0; i < 150; i++) await documents.updateOne({ _id: `d${i}` }, { $set: { n: 1 } });
    expect(journalFiles(directory)).toEqual([afterSnapshot]);
    // Past it: one.
    for (let i = 0; i < 200; i++) await documents.updateOne({ _id: `d${i}` }, { $set: { n: 2 } });
    expect(journalFiles(directory)).not.toEqual([afterSnapshot]);
    await store.close();
    const reopened = await open({ compactAfterBytes: 2_000 });
    expect(await reopened.collection('documents').countDocuments({ n: 2 })).toBe(200);
  });

  it('journals every acknowledged write with fsync on', async () => {
    const store = await open({ fsync: true });
    await writeSample(store);
    // No close: a crashed process never gets to flush anything more, and its lock is left to go stale.
    await lockfile.unlock(directory);
    await expectSample(await open());
  });
});

describe('embedded read store transactions', () => {
  let directory: string;
  beforeEach(() => {
    directory = temporaryDirectory();
  });
  afterEach(() => fs.rmSync(directory, { recursive: true, force: true }));

  it('journal what an undone transaction put back, so a reopened store has none of its writes', async () => {
    const store = await EmbeddedReadStore.open(directory);
    await store.collection('docs').insertOne({ _id: 'a', n: 1 });
    await expect(
      store.withTransaction(async (transaction) => {
        await transaction.collection('docs').replaceOne({ _id: 'a' }, { _id: 'a', n: 2 });
        await transaction.collection('docs').insertOne({ _id: 'b', n: 1 });
        throw new Error('aborted');
      }),
    ).rejects.toThrow('aborted');
    await store.close();
    const reopened = await EmbeddedReadStore.open(directory);
    expect(await reopened.collection('docs').find({})).toEqual([{ _id: 'a', n: 1 }]);
    await reopened.close();
  });

  it('keep, when undoing, a document written meanwhile outside the transaction', async () => {
    const store = await EmbeddedReadStore.open(directory);
    const docs = store.collection('docs');
    await expect(
      store.withTransaction(async (transaction) => {
        await transaction.collection('docs').insertOne({ _id: 'mine', n: 1 });
        await transaction.collection('docs').insertOne({ _id: 'theirs', n: 1 });
        // Another caller of this process, between two steps of the transaction.
        await docs.replaceOne({ _id: 'theirs' }, { _id: 'theirs', n: 2 });
        throw new Error('aborted');
      }),
    ).rejects.toThrow('aborted');
    expect(await docs.find({})).toEqual([{ _id: 'theirs', n: 2 }]);
    await store.close();
  });
});

describe('embedded read store ownership', () => {
  it('refuses a second open of a directory that is in use, and allows it after close', async () => {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'eventfold-read-lock-'));
    const first = await EmbeddedReadStore.open(directory);
    await expect(EmbeddedReadStore.open(directory)).rejects.toThrow(/in use by another process/);
    await first.close();
    const second = await EmbeddedReadStore.open(directory);
    await second.close();
    fs.rmSync(directory, { recursive: true, force: true });
  }, 20_000);
});
