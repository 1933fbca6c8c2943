import type { EventMetadata } from '../events/envelope';

/**
 * The event store port. Two adapters implement it (embedded SQLite and EventStoreDB) and pass one
 * contract suite. It is the only source of truth: every read model can be rebuilt from `readAll`.
 */

/** `no_stream`: the stream must not exist; `stream_exists`: it must; a number: the revision of its last event. */
export type ExpectedRevision = 'no_stream' | 'stream_exists' | 'any' | number;

export interface EventToAppend {
  /** A UUID. Appending an event id that the stream already holds at the same place is a no-op. */
  id: string;
  type: string;
  /** Schema version of `data`. */
  version: number;
  data: Record<string, unknown>;
  metadata: EventMetadata;
}

export interface StoredEvent extends EventToAppend {
  streamId: string;
  /** 0-based position within the stream. */
  revision: number;
  /** Position in the global log: strictly increasing in log order, never reused. */
  position: bigint;
  /** When the store recorded it (ISO 8601). */
  recordedAt: string;
}

export interface AppendResult {
  /** Revision of the stream's last event after the append. */
  nextExpectedRevision: number;
  /** Global position of the last appended event. */
  position: bigint;
}

export interface ReadStreamOptions {
  direction?: 'forwards' | 'backwards';
  /** Inclusive. Forwards defaults to 0, backwards to the end. */
  fromRevision?: number;
  maxCount?: number;
}

export interface ReadAllOptions {
  /** Only events with a position greater than this; omitted: from the start of the log. */
  after?: bigint;
  maxCount?: number;
}

export interface Subscription {
  /** Stops delivery; resolves once no handler call is running. */
  close(): Promise<void>;
}

export interface SubscribeOptions {
  after?: bigint;
  /** Called when the handler throws or the connection fails for good; the subscription is then closed. */
  onError?: (error: unknown) => void;
}

/** Where an event lies in the log: its stream and revision, and its global position. */
export interface EventCoordinates {
  streamId: string;
  revision: number;
  position: bigint;
}

export interface EventStore {
  appendToStream(
    streamId: string,
    events: EventToAppend[],
    expected: ExpectedRevision,
  ): Promise<AppendResult>;
  /** Empty for a stream that does not exist. */
  readStream(streamId: string, options?: ReadStreamOptions): Promise<StoredEvent[]>;
  readAll(options?: ReadAllOptions): Promise<StoredEvent[]>;
  /**
   * The events at the given coordinates (found through an index), in the order given; coordinates
   * naming no event are left out. One read for many events where the store allows it.
   */
  readEventsAt(coordinates: readonly EventCoordinates[]): Promise<StoredEvent[]>;
  /**
   * Delivers every event after `after` in log order, then new ones as they are appended. The handler
   * is awaited: the next event is delivered only after it resolves, so nothing is skipped or reordered.
   */
  subscribeToAll(options: SubscribeOptions, handler: (event: StoredEvent) => Promise<void>): Subscription;
  /** Position of the last event in the log; 0n when the log is empty. */
  headPosition(): Promise<bigint>;
  close(): Promise<void>;
}

export class WrongExpectedRevisionError extends Error {
  override readonly name = 'WrongExpectedRevisionError';
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    /** Revision of the stream's last event, or 'no_stream'. */
    readonly actual: number | 'no_stream',
  ) {
    super(`Stream ${streamId}: expected revision ${String(expected)}, actual ${String(actual)}`);
  }
}
