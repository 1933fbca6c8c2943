import type { ReadCollection, ReadDocument, ReadStore } from '@eventfold/contracts';

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

/**
 * One process's view of a shared read store whose writes to chosen collections can be held: a process
 * frozen (GC pause, network partition) at exactly that step, while other processes go on.
 */
export class PausableReadStore implements ReadStore {
  private readonly held = new Map<string, { released: Promise<void>; release: () => void }>();

  constructor(private readonly inner: ReadStore) {}

  /** Writes to `collection` wait from now on until `resume`. */
  pause(collection: string): void {
    if (this.held.has(collection)) return;
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => (release = resolve));
    this.held.set(collection, { released, release });
  }

  resume(collection: string): void {
    this.held.get(collection)?.release();
    this.held.delete(collection);
  }

  collection<T extends ReadDocument = ReadDocument>(name: string): ReadCollection<T> {
    const inner = this.inner.collection<T>(name);
    return new Proxy(inner, {
      get: (target, property, receiver) => {
        const value: unknown = Reflect.get(target, property, receiver);
        if (typeof value !== 'function' || !WRITES.has(String(property))) return value;
        return async (...args: unknown[]) => {
          await this.held.get(name)?.released;
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

  ping(): Promise<boolean> {
    return this.inner.ping();
  }

  /** The shared store belongs to the test, not to this process's view. */
  async close(): Promise<void> {}
}
