import type { ReadCollection, ReadDocument, ReadStore, StoredEvent } from '@eventfold/contracts';
import { EvolveFailed } from './fold-events';
import { positionKey } from './position-key';
import type { ProjectedEvent, Projection } from './projection';
import { writeBatch, type MayWrite } from './write-batch';

export const DEAD_LETTERS_COLLECTION = 'projection_dead_letters';
/** Tries before an event found unreadable is set aside (each retry waits for a resubscription). */
export const ATTEMPTS_BEFORE_DEAD_LETTER = 3;
/** Failures remembered at once: only the events currently failing, so a handful. */
const MAX_TRACKED = 1000;

/**
 * The event itself cannot be read (a corrupt payload or ciphertext, an upcaster bug): reading it again
 * fails the same way. A transform throws this for such failures only; any other error (a store
 * briefly unreachable) is taken as passing, and the event is retried with back-off, never set aside.
 */
export class UnreadableEvent extends Error {
  override readonly name = 'UnreadableEvent';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

export interface DeadLetterDocument extends ReadDocument {
  /** The stored event's id; null when set aside after the transform (projections see no ids). */
  eventId: string | null;
  streamId: string;
  revision: number;
  type: string;
  /** The projection version that set it aside; null when no projection could read it at all. */
  projector: string | null;
  error: string;
  at: Date;
}

/** Where an event was set aside, for the log line an operator is alerted by. */
export interface SetAside {
  position: bigint;
  type: string;
  projector: string | null;
  error: string;
}

/**
 * Events that cannot be projected, recorded and skipped so that one poison event does not stop every
 * read model for good:
 * - the transform finds it unreadable (`UnreadableEvent`: a corrupt payload, an upcaster bug):
 *   retried a few times, then set aside for every projection. Any other failure of the transform (the
 *   key store briefly unreachable) is thrown on every time: the runner retries with back-off;
 * - a projection's `evolve` throws on it: `evolve` is pure, so a retry would throw again; set aside at
 *   once for that projection alone, the others take it in.
 * An operator fixes the cause and rebuilds the read models to take the event in.
 */
export class DeadLetters {
  private readonly failures = new Map<bigint, number>();

  constructor(
    private readonly readStore: ReadStore,
    private readonly onSetAside: (entry: SetAside) => void = () => undefined,
  ) {}

  /** The transform's answer, or null once the event has failed often enough to be set aside. */
  async transform(
    event: StoredEvent,
    transform: (event: StoredEvent) => Promise<ProjectedEvent | null>,
  ): Promise<ProjectedEvent | null> {
    try {
      const projected = await transform(event);
      this.failures.delete(event.position);
      return projected;
    } catch (error) {
      if (!(error instanceof UnreadableEvent)) throw error;
      const attempts = (this.failures.get(event.position) ?? 0) + 1;
      if (attempts < ATTEMPTS_BEFORE_DEAD_LETTER) {
        if (this.failures.size >= MAX_TRACKED) this.failures.clear();
        this.failures.set(event.position, attempts);
        throw error;
      }
      this.failures.delete(event.position);
      await this.record({ ...event, eventId: event.id }, null, error);
      return null;
    }
  }

  /**
   * `writeBatch` for one projection, setting aside every event its `evolve` throws on and folding
   * the rest (nothing is written before the fold, so the batch is simply folded again without it).
   */
  async writeBatch<TDoc extends ReadDocument>(
    collection: ReadCollection<TDoc>,
    projection: Projection<TDoc>,
    projectorId: string,
    events: readonly ProjectedEvent[],
    mayWrite?: MayWrite,
  ): Promise<number> {
    let remaining = events;
    for (;;) {
      try {
        return await writeBatch(collection, projection, remaining, mayWrite);
      } catch (error) {
        if (!(error instanceof EvolveFailed)) throw error;
        await this.record({ ...error.event, eventId: null }, projectorId, error.reason);
        remaining = remaining.filter((event) => event !== error.event);
      }
    }
  }

  private async record(
    event: Pick<DeadLetterDocument, 'eventId' | 'streamId' | 'revision' | 'type'> & { position: bigint },
    projector: string | null,
    reason: unknown,
  ): Promise<void> {
    const _id =
      projector === null ? positionKey(event.position) : `${positionKey(event.position)}:${projector}`;
    const error = reason instanceof Error ? reason.message : String(reason);
    await this.readStore.collection<DeadLetterDocument>(DEAD_LETTERS_COLLECTION).replaceOne(
      { _id },
      {
        _id,
        eventId: event.eventId,
        streamId: event.streamId,
        revision: event.revision,
        type: event.type,
        projector,
        error,
        at: new Date(),
      },
      { upsert: true },
    );
    this.onSetAside({ position: event.position, type: event.type, projector, error });
  }
}
