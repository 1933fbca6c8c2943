import { isDuplicateKeyError, type ReadDocument, type ReadStore } from '@eventfold/contracts';
import { positionKey } from './position-key';

export const PROGRESS_COLLECTION = 'projection_progress';
const LIVE = 'live';

export interface LiveProgressDocument extends ReadDocument {
  /** Every read model the holder keeps (`collections`) has processed the log up to here (positionKey). */
  position: string;
  collections: string[];
  updatedAt: Date;
}

/**
 * How far the lease holder's live read models have processed the log, as one shared document moved
 * after each batch. A projector that handled nothing in a batch does not write its checkpoint (most
 * batches touch few read models), so the least checkpoint lags behind what the read models show;
 * processes without the lease wait for read-your-writes on this document instead. It only grows:
 * whoever wrote it had processed that far, so a former holder's late write is still true.
 */
export class LiveProgress {
  constructor(private readonly readStore: ReadStore) {}

  private get progress() {
    return this.readStore.collection<LiveProgressDocument>(PROGRESS_COLLECTION);
  }

  async load(): Promise<{ position: bigint; collections: ReadonlySet<string> }> {
    const document = await this.progress.findOne({ _id: LIVE });
    if (document === null) return { position: 0n, collections: new Set() };
    return { position: BigInt(document.position), collections: new Set(document.collections) };
  }

  async advance(position: bigint, collections: readonly string[]): Promise<void> {
    const moved = { position: positionKey(position), collections: [...collections], updatedAt: new Date() };
    const { matchedCount } = await this.progress.updateOne(
      { _id: LIVE, position: { $lt: moved.position } },
      { $set: moved },
    );
    if (matchedCount === 1) return;
    try {
      await this.progress.insertOne({ _id: LIVE, ...moved });
    } catch (error) {
      // Already there, at this position or beyond.
      if (!isDuplicateKeyError(error)) throw error;
    }
  }
}
