import type { ReadDocument, ReadStore, StoredEvent } from '@eventfold/contracts';
import { positionKey } from './position-key';
import type { ProjectedEvent } from './projection';

export const DEAD_LETTERS_COLLECTION = 'projection_dead_letters';
/** Tries before an event that cannot be read is set aside (each retry waits for a resubscription). */
export const ATTEMPTS_BEFORE_DEAD_LETTER = 3;
/** Failures remembered at once: only the events currently failing, so a handful. */
const MAX_TRACKED = 1000;

export interface DeadLetterDocument extends ReadDocument {
  eventId: string;
  streamId: string;
  revision: number;
  type: string;
  error: string;
  at: Date;
}

/**
 * Events the transform cannot read (a corrupt payload, an upcaster bug): retried a few times, then
 * recorded here and skipped, so that one poison event does not stop every read model for good.
 * An operator fixes the cause and rebuilds the read models to take the event in.
 */
export class DeadLetters {
  private readonly failures = new Map<bigint, number>();

  constructor(private readonly readStore: ReadStore) {}

  /** The transform's answer, or null once the event has failed often enough to be set aside. */
  async transform(
    event: StoredEvent,
    transform: (event: StoredEvent) => Promise<ProjectedEvent | null>,
  ): Promise<{ projected: ProjectedEvent | null; deadLettered: boolean }> {
    try {
      const projected = await transform(event);
      this.failures.delete(event.position);
      return { projected, deadLettered: false };
    } catch (error) {
      const attempts = (this.failures.get(event.position) ?? 0) + 1;
      if (attempts < ATTEMPTS_BEFORE_DEAD_LETTER) {
        if (this.failures.size >= MAX_TRACKED) this.failures.clear();
        this.failures.set(event.position, attempts);
        throw error;
      }
      this.failures.delete(event.position);
      await this.readStore.collection<DeadLetterDocument>(DEAD_LETTERS_COLLECTION).replaceOne(
        { _id: positionKey(event.position) },
        {
          _id: positionKey(event.position),
          eventId: event.id,
          streamId: event.streamId,
          revision: event.revision,
          type: event.type,
          error: error instanceof Error ? error.message : String(error),
          at: new Date(),
        },
        { upsert: true },
      );
      return { projected: null, deadLettered: true };
    }
  }
}
