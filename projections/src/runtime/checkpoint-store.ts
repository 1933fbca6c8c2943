import { isDuplicateKeyError, type ReadDocument, type ReadTransaction } from '@eventfold/contracts';

export const CHECKPOINTS_COLLECTION = 'projection_checkpoints';

export interface CheckpointDocument extends ReadDocument {
  /** Global position (decimal string) up to which the projector has processed the log. */
  position: string;
  /** Fencing token of the lease under which it was last moved; absent when written by the rebuild command. */
  fence?: number;
  /** Last position (decimal string) at which the projector changed documents: the read model's version. */
  changedAt?: string;
  updatedAt: string;
}

/**
 * Checkpoints per projector id, advanced with compare-and-set and fenced by the projection lease's
 * token: a runner that lost the lease (a larger token has written since) or whose expected position no
 * longer matches cannot move the checkpoint, and learns that it must stop.
 */
export class CheckpointStore {
  constructor(private readonly readStore: ReadTransaction) {}

  private get checkpoints() {
    return this.checkpointsIn(this.readStore);
  }

  private checkpointsIn(scope: ReadTransaction) {
    return scope.collection<CheckpointDocument>(CHECKPOINTS_COLLECTION);
  }

  /** null: the projector has never checkpointed, so its collection must be built from the start. */
  async load(projectorId: string): Promise<bigint | null> {
    const checkpoint = await this.checkpoints.findOne({ _id: projectorId });
    return checkpoint === null ? null : BigInt(checkpoint.position);
  }

  /** The last position at which the projector changed documents (its checkpoint when not recorded). */
  async changedAt(projectorId: string): Promise<bigint> {
    const checkpoint = await this.checkpoints.findOne({ _id: projectorId });
    return BigInt(checkpoint?.changedAt ?? checkpoint?.position ?? '0');
  }

  /** Every projector's checkpoint, by id: what a process that does not run the projections reads. */
  async loadAll(projectorIds: readonly string[]): Promise<Map<string, bigint>> {
    const found = await this.checkpoints.find({ _id: { $in: [...projectorIds] } });
    return new Map(found.map((checkpoint) => [checkpoint._id, BigInt(checkpoint.position)]));
  }

  /**
   * Moves the checkpoint from `previous` to `next` under lease token `fence`, noting whether documents
   * changed on the way; false when someone else moved it first or a newer lease holder has written it.
   * `scope`: the transaction the batch's documents were written in, so that both land together.
   */
  async advance(
    projectorId: string,
    previous: bigint | null,
    next: bigint,
    fence: number,
    changed: boolean,
    scope: ReadTransaction = this.readStore,
  ): Promise<boolean> {
    const checkpoints = this.checkpointsIn(scope);
    if (previous === next) return true;
    const updatedAt = new Date().toISOString();
    const moved = {
      position: next.toString(),
      fence,
      updatedAt,
      ...(changed && { changedAt: next.toString() }),
    };
    if (previous === null) {
      try {
        await checkpoints.insertOne({ _id: projectorId, ...moved });
        return true;
      } catch (error) {
        if (isDuplicateKeyError(error)) return false;
        throw error;
      }
    }
    const result = await checkpoints.updateOne(
      {
        _id: projectorId,
        position: previous.toString(),
        $or: [{ fence: { $lte: fence } }, { fence: { $exists: false } }],
      },
      { $set: moved },
    );
    return result.matchedCount === 1;
  }

  /** Unconditional: only for a rebuild or a lease holder retiring a version, which own the projector. */
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
