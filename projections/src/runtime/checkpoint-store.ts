import { isDuplicateKeyError, type ReadDocument, type ReadStore } from '@eventfold/contracts';

export const CHECKPOINTS_COLLECTION = 'projection_checkpoints';

export interface CheckpointDocument extends ReadDocument {
  /** Global position (decimal string) up to which the projector has processed the log. */
  position: string;
  updatedAt: string;
}

/**
 * Checkpoints per projector id, advanced with compare-and-set so that two runners never both believe
 * they own a projector: the one whose expected position no longer matches has lost it.
 */
export class CheckpointStore {
  constructor(private readonly readStore: ReadStore) {}

  private get checkpoints() {
    return this.readStore.collection<CheckpointDocument>(CHECKPOINTS_COLLECTION);
  }

  /** null: the projector has never checkpointed, so its collection must be built from the start. */
  async load(projectorId: string): Promise<bigint | null> {
    const checkpoint = await this.checkpoints.findOne({ _id: projectorId });
    return checkpoint === null ? null : BigInt(checkpoint.position);
  }

  /** Moves the checkpoint from `previous` to `next`; false when someone else moved it first. */
  async advance(projectorId: string, previous: bigint | null, next: bigint): Promise<boolean> {
    if (previous === next) return true;
    const updatedAt = new Date().toISOString();
    if (previous === null) {
      try {
        await this.checkpoints.insertOne({ _id: projectorId, position: next.toString(), updatedAt });
        return true;
      } catch (error) {
        if (isDuplicateKeyError(error)) return false;
        throw error;
      }
    }
    const result = await this.checkpoints.updateOne(
      { _id: projectorId, position: previous.toString() },
      { $set: { position: next.toString(), updatedAt } },
    );
    return result.matchedCount === 1;
  }

  /** Unconditional: only for a rebuild, which owns the projector by definition. */
  async reset(projectorId: string, position: bigint | null): Promise<void> {
    if (position === null) {
      await this.checkpoints.deleteOne({ _id: projectorId });
      return;
    }
    await this.checkpoints.replaceOne(
      { _id: projectorId },
      { _id: projectorId, position: position.toString(), updatedAt: new Date().toISOString() },
      { upsert: true },
    );
  }
}
