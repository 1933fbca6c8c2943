import type { ReadCollection, ReadDocument, ReadStore, ReadTransaction } from '@eventfold/contracts';

const WRITES = new Set([
  'insertOne',
  'insertMany',
  'updateOne',
  'updateMany',
  'replaceOne',
  'findOneAndUpdate',
  'deleteOne',
  'deleteMany',
  'bulkWrite',
]);
const READS = new Set(['findOne', 'find']);

type Holds = Map<string, { released: Promise<void>; release: () => void }>;

function hold(holds: Holds, collection: string): void {
  if (holds.has(collection)) return;
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  holds.set(collection, { released, release });
}

function release(holds: Holds, collection: string): void {
  holds.get(collection)?.release();
  holds.delete(collection);
}

/**
 * One process's view of a shared read store whose writes to chosen collections can be held: a process
 * frozen (GC pause, network partition) at exactly that step, while other processes go on.
 */
export class PausableReadStore implements ReadStore {
  private readonly held: Holds = new Map();
  private readonly heldReads: Holds = new Map();

  constructor(private readonly inner: ReadStore) {}

  /** Writes to `collection` wait from now on until `resume`. */
  pause(collection: string): void {
    hold(this.held, collection);
  }

  resume(collection: string): void {
    release(this.held, collection);
  }

  /** Reads of `collection` are answered only after `resumeReads`: a process frozen between a read and its write. */
  pauseReads(collection: string): void {
    hold(this.heldReads, collection);
  }

  resumeReads(collection: string): void {
    release(this.heldReads, collection);
  }

  collection<T extends ReadDocument = ReadDocument>(name: string): ReadCollection<T> {
    return this.pausable(name, this.inner.collection<T>(name));
  }

  /** The shared store's transaction, its collections held like the others. */
  withTransaction<R>(work: (transaction: ReadTransaction) => Promise<R>): Promise<R> {
    return this.inner.withTransaction((transaction) =>
      work({
        collection: <T extends ReadDocument>(name: string) =>
          this.pausable(name, transaction.collection<T>(name)),
      }),
    );
  }

  private pausable<T extends ReadDocument>(name: string, inner: ReadCollection<T>): ReadCollection<T> {
    return new Proxy(inner, {
      get: (target, property, receiver) => {
        const value: unknown = Reflect.get(target, property, receiver);
        if (typeof value !== 'function') return value;
        const holds = WRITES.has(String(property))
          ? this.held
          : READS.has(String(property))
            ? this.heldReads
            : null;
        if (holds === null) return value;
        return async (...args: unknown[]) => {
          // A read is made at once but answered only on resume, as from a process frozen meanwhile.
          if (holds === this.heldReads) {
            const answer = await (value as (...a: unknown[]) => unknown).apply(target, args);
            await holds.get(name)?.released;
            return answer;
          }
          await holds.get(name)?.released;
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
  }

  listCollections(): Promise<string[]> {
    return this.inner.listCollections();
  }

  dropCollection(name: string): Promise<void> {
    return this.inner.dropCollection(name);
  }

  purgeRemoved(): Promise<void> {
    return this.inner.purgeRemoved();
  }

  ping(): Promise<boolean> {
    return this.inner.ping();
  }

  /** The shared store belongs to the test, not to this process's view. */
  async close(): Promise<void> {}
}
