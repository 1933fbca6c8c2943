import {
  ANY,
  type AllStreamResolvedEvent,
  type AppendExpectedRevision,
  type EventData,
  type JSONType,
  NO_STREAM,
  type ResolvedEvent,
  STREAM_EXISTS,
  type StreamingRead,
  WrongExpectedVersionError,
  jsonEvent,
} from '@eventstore/db-client';
import {
  type EventMetadata,
  type EventToAppend,
  type ExpectedRevision,
  type StoredEvent,
  WrongExpectedRevisionError,
} from '@eventfold/contracts';

/** EventStoreDB has no schema-version field, so it travels in the metadata next to ours. */
type StoredMetadata = EventMetadata & { schemaVersion: number };

export function toEventData(event: EventToAppend): EventData {
  const metadata: StoredMetadata = { ...event.metadata, schemaVersion: event.version };
  return jsonEvent({ id: event.id, type: event.type, data: event.data as JSONType, metadata });
}

export function toExpectedRevision(expected: ExpectedRevision): AppendExpectedRevision {
  switch (expected) {
    case 'any':
      return ANY;
    case 'no_stream':
      return NO_STREAM;
    case 'stream_exists':
      return STREAM_EXISTS;
    default:
      return BigInt(expected);
  }
}

/** Our typed conflict for EventStoreDB's, so the API answers 409 whichever store runs. */
export function toConflict(error: unknown, streamId: string, expected: ExpectedRevision): unknown {
  if (!(error instanceof WrongExpectedVersionError)) return error;
  const actual = error.actualVersion === NO_STREAM ? 'no_stream' : Number(error.actualVersion);
  return new WrongExpectedRevisionError(streamId, expected, actual);
}

/** Our metadata, as toEventData writes it: anything else was written by another tool. */
function isOurMetadata(metadata: unknown): metadata is StoredMetadata {
  if (typeof metadata !== 'object' || metadata === null) return false;
  const { schemaVersion, correlationId, causationId, occurredAt } = metadata as Record<string, unknown>;
  return (
    Number.isInteger(schemaVersion) &&
    typeof correlationId === 'string' &&
    typeof causationId === 'string' &&
    typeof occurredAt === 'string'
  );
}

/** Keys only our metadata carries: an event holding one was written by us, however broken the rest. */
const OUR_KEYS = ['schemaVersion', 'correlationId', 'causationId'] as const;
/** Malformed events already reported by this process, so that re-reading one logs it once. */
const REPORTED_MAX = 1_000;
const reported = new Set<string>();

/**
 * One of our events whose metadata is broken cannot be delivered (nothing says its schema version),
 * but must not vanish unseen either: it is reported once per process, with where it lies.
 */
function reportMalformed(recorded: NonNullable<ResolvedEvent['event']>, metadata: object): void {
  if (reported.has(recorded.id)) return;
  if (reported.size >= REPORTED_MAX) reported.clear();
  reported.add(recorded.id);
  console.error(
    `EventStoreDB event ${recorded.id} (${recorded.type}, ${recorded.streamId}@${recorded.revision}) has our metadata malformed (keys: ${Object.keys(metadata).join(', ')}); it is skipped by every read`,
  );
}

/**
 * The event as the port knows it, or undefined for what is not ours to deliver: system events and
 * streams ($-prefixed), unresolved links, non-JSON events and events without our metadata, which
 * another tool may have written (they must not stall the projections). One of ours with malformed
 * metadata is skipped too, and logged.
 */
export function toStoredEvent(resolved: ResolvedEvent | AllStreamResolvedEvent): StoredEvent | undefined {
  const recorded = resolved.event;
  if (!recorded || !recorded.isJson || recorded.type.startsWith('$') || recorded.streamId.startsWith('$')) {
    return undefined;
  }
  if (!isOurMetadata(recorded.metadata)) {
    const metadata: unknown = recorded.metadata;
    if (typeof metadata === 'object' && metadata !== null && OUR_KEYS.some((key) => key in metadata)) {
      reportMalformed(recorded, metadata);
    }
    return undefined;
  }
  const position = recorded.position?.commit ?? resolved.commitPosition;
  // Servers before 22.6 leave positions out of stream reads, and the client then reports 0; the log
  // opens with system events, so 0 is never the position of one of ours.
  if (position === undefined || position === 0n) {
    throw new Error(
      `EventStoreDB gave no position for ${recorded.streamId}@${recorded.revision}; it needs 22.6 or later`,
    );
  }
  const { schemaVersion, ...metadata } = recorded.metadata;
  return {
    id: recorded.id,
    type: recorded.type,
    version: schemaVersion,
    data: recorded.data as Record<string, unknown>,
    metadata,
    streamId: recorded.streamId,
    revision: Number(recorded.revision),
    position,
    recordedAt: recorded.created.toISOString(),
  };
}

/**
 * Drains a read into our events, keeping those `accept` lets through, and cancels the server-side
 * read as soon as `limit` are collected (breaking out of the iterator alone would leave it open).
 */
export async function collectEvents<E extends ResolvedEvent | AllStreamResolvedEvent>(
  read: StreamingRead<E>,
  accept: (event: StoredEvent) => boolean = () => true,
  limit = Number.POSITIVE_INFINITY,
): Promise<StoredEvent[]> {
  const events: StoredEvent[] = [];
  if (limit <= 0) {
    await read.cancel();
    return events;
  }
  for await (const resolved of read) {
    const event = toStoredEvent(resolved);
    if (!event || !accept(event)) continue;
    events.push(event);
    if (events.length >= limit) {
      await read.cancel();
      break;
    }
  }
  return events;
}
