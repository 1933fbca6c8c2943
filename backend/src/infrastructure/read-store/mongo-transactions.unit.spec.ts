import type { ReadDocument } from '@eventfold/contracts';
import type { ProjectedEvent, Projection } from '@eventfold/projections';
import {
  CHECKPOINTS_COLLECTION,
  CheckpointStore,
  DeadLetters,
  LEASES_COLLECTION,
  ProjectionVersions,
  Projector,
} from '@eventfold/projections';
import { assertTransactionsSupported, MongoReadStore, TRANSACTION_OPTIONS } from './mongo-read-store';
import {
  DRIVER_METHODS,
  RecordedMongoDriver,
  updated,
  writeConflict,
  type DriverCall,
} from './recorded-mongo-driver.fixtures';

/**
 * The MongoDB adapter's transactions and the projections' fenced batch over the driver's recorded
 * answers: what a replica set does rarely (a conflict with a newer holder's commit) runs on every test
 * run. The same cases run against a real replica set in the fenced-write contract (MONGODB_URL).
 */

// `hello` as MongoDB 7.0 answers it (fields the check does not read left out).
const STANDALONE = { isWritablePrimary: true, maxWireVersion: 21, ok: 1 };
const REPLICA_SET_PRIMARY = { isWritablePrimary: true, setName: 'rs0', hosts: ['mongo-1:27017'], ok: 1 };
const MONGOS = { isWritablePrimary: true, msg: 'isdbgrid', maxWireVersion: 21, ok: 1 };

describe('MongoDB read store transactions', () => {
  it('refuse a standalone server at start, naming the fix, and accept a replica set or mongos', () => {
    expect(() => assertTransactionsSupported(STANDALONE)).toThrow(/replica set.*--replSet/);
    expect(() => assertTransactionsSupported(REPLICA_SET_PRIMARY)).not.toThrow();
    expect(() => assertTransactionsSupported(MONGOS)).not.toThrow();
  });

  it('send every call inside a transaction with its session, and none outside', async () => {
    const driver = new RecordedMongoDriver(({ method }) =>
      method === 'find' ? [] : method === 'findOne' ? null : updated(1),
    );
    const store = new MongoReadStore(driver.client, driver.db);
    await store.withTransaction(async (transaction) => {
      const docs = transaction.collection('docs');
      await docs.findOne({ _id: 'a' });
      await docs.find({});
      await docs.countDocuments();
      await docs.insertOne({ _id: 'a' });
      await docs.insertMany([{ _id: 'b' }]);
      await docs.updateOne({ _id: 'a' }, { $set: { n: 1 } });
      await docs.updateMany({}, { $set: { n: 2 } });
      await docs.replaceOne({ _id: 'a' }, { _id: 'a', n: 3 });
      await docs.findOneAndUpdate({ _id: 'a' }, { $set: { n: 4 } });
      await docs.deleteOne({ _id: 'a' });
      await docs.deleteMany({});
      await docs.bulkWrite([{ deleteOne: { filter: { _id: 'b' } } }]);
    });
    await store.collection('docs').findOne({ _id: 'outside' });

    const inside = driver.callsOf(1);
    const sentInOrder = DRIVER_METHODS.filter((method) => method !== 'createIndex');
    expect(inside.map((call) => call.method)).toEqual(sentInOrder);
    const [session] = inside.map((call) => call.session);
    expect(session).toBeDefined();
    expect(inside.every((call) => call.session === session)).toBe(true);
    expect(driver.callsOf(0)).toEqual([expect.objectContaining({ method: 'findOne', session: undefined })]);
    expect(driver.transactionOptions).toEqual([TRANSACTION_OPTIONS]);
    expect(TRANSACTION_OPTIONS).toMatchObject({
      readConcern: { level: 'snapshot' },
      writeConcern: { w: 'majority', journal: true },
    });
    expect(driver.sessionsEnded).toBe(1);
  });

  it('end the session and pass the error on when the work throws', async () => {
    const driver = new RecordedMongoDriver(() => null);
    const store = new MongoReadStore(driver.client, driver.db);
    const refused = new Error('refused');
    await expect(store.withTransaction(() => Promise.reject(refused))).rejects.toBe(refused);
    expect(driver.sessionsEnded).toBe(1);
  });
});

interface Tally extends ReadDocument {
  _position: string;
  n: number;
}

const tallyProjection: Projection<Tally> = {
  name: 'tally',
  version: 1,
  handles: ['Counted'],
  documentIds: (event) => [(event.data as { id: string }).id],
  evolve: (document, event) => ({
    _id: (event.data as { id: string }).id,
    _position: event.position.toString(),
    n: (document?.n ?? 0) + 1,
  }),
};

const counted = (position: bigint, id: string): ProjectedEvent => ({
  type: 'Counted',
  data: { id },
  metadata: { userId: 'u1', correlationId: 'c', causationId: 'c', occurredAt: '2026-11-01T12:00:00.000Z' },
  streamId: `tally-${id}`,
  revision: 0,
  position,
});

const FENCE = { lease: 'projections', token: 7 };

/** The store as the holder of token 7 finds it when it prepares: version 1 active, checkpoint at 10. */
function preparing(call: DriverCall): unknown {
  if (call.method === 'findOne' && call.collection === 'projection_versions') {
    return { _id: 'tally', activeVersion: 1 };
  }
  if (call.method === 'findOne' && call.collection === CHECKPOINTS_COLLECTION) {
    return { _id: 'tally_v1', position: '10', fence: 7, updatedAt: '2026-11-01T12:00:00.000Z' };
  }
  return undefined;
}

async function preparedProjector(driver: RecordedMongoDriver) {
  const store = new MongoReadStore(driver.client, driver.db);
  const projector = await Projector.prepare(
    tallyProjection as unknown as Projection,
    store,
    new CheckpointStore(store),
    new ProjectionVersions(store),
    new DeadLetters(store),
    FENCE,
    () => true,
  );
  if (projector === null) throw new Error('the projector should have been prepared');
  driver.calls.length = 0;
  return projector;
}

describe('a fenced projection batch on MongoDB', () => {
  it('checks the fence first, then writes the documents and the checkpoint in the same transaction', async () => {
    const driver = new RecordedMongoDriver((call) => {
      if (call.collection === LEASES_COLLECTION) return { _id: 'projections', holder: 'me', token: 7 };
      if (call.method === 'findOne' || call.method === 'find') return preparing(call) ?? null;
      if (call.method === 'bulkWrite') return { insertedCount: 1 };
      return updated(1);
    });
    const projector = await preparedProjector(driver);

    expect(await projector.process([counted(11n, 'a')], 11n)).toBe(true);
    const steps = driver.callsOf(1).map((call) => `${call.collection}.${call.method}`);
    expect(steps).toEqual([
      'leases.findOne',
      'tally_v1.findOne',
      'tally_v1.bulkWrite',
      'projection_checkpoints.updateOne',
    ]);
    expect(driver.callsOf(1)[0]!.args[0]).toEqual({ _id: 'projections', token: 7 });
    expect(new Set(driver.callsOf(1).map((call) => call.session)).size).toBe(1);
    expect(driver.callsOf(0)).toEqual([]);
    expect(projector.processed).toBe(11n);
  });

  it('lands nothing and steps back when a newer holder committed meanwhile', async () => {
    // First run: the checkpoint write meets the newer holder's commit (WriteConflict). The driver runs
    // the batch again; by then the lease carries the newer holder's token.
    const driver = new RecordedMongoDriver((call) => {
      if (call.collection === LEASES_COLLECTION) {
        return call.attempt === 1 ? { _id: 'projections', holder: 'me', token: 7 } : null;
      }
      if (call.method === 'findOne' || call.method === 'find') return preparing(call) ?? null;
      if (call.collection === CHECKPOINTS_COLLECTION) return writeConflict();
      if (call.method === 'bulkWrite') return { insertedCount: 1 };
      return updated(1);
    });
    const projector = await preparedProjector(driver);

    expect(await projector.process([counted(11n, 'a')], 11n)).toBe(false);
    expect(projector.state).toEqual({ kind: 'lost' });
    expect(projector.processed).toBe(10n);
    expect(driver.callsOf(2).map((call) => `${call.collection}.${call.method}`)).toEqual(['leases.findOne']);
    // Nothing ran outside the transaction, so nothing of the first run landed once it was aborted.
    expect(driver.callsOf(0)).toEqual([]);
    expect(await projector.process([counted(12n, 'b')], 12n)).toBe(false);
  });
});
