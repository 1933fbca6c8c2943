import type { AppendResult, EventToAppend, ExpectedRevision } from '@eventfold/contracts';
import type { SqliteEventStatements } from './sqlite-event-statements';

/** Whether a stream whose last revision is `head` (-1: no stream) accepts an append expecting `expected`. */
export function satisfiesExpected(expected: ExpectedRevision, head: number): boolean {
  switch (expected) {
    case 'any':
      return true;
    case 'no_stream':
      return head < 0;
    case 'stream_exists':
      return head >= 0;
    default:
      return head === expected;
  }
}

/**
 * Recognises a retried append, as EventStoreDB does: every event id of the batch is already in
 * this stream, in batch order at consecutive revisions, starting where `expected` says the batch
 * was first written. The original result is returned so that the retry reports what the first
 * attempt would have. Anything less (some ids stored, other order, other stream) is no retry.
 */
export function findOriginalAppend(
  statements: SqliteEventStatements,
  streamId: string,
  events: EventToAppend[],
  expected: ExpectedRevision,
): AppendResult | undefined {
  const stored = events.map((event) => statements.findById(event.id));
  const first = stored[0];
  if (!first) return undefined;
  const start = expected === 'no_stream' ? 0 : typeof expected === 'number' ? expected + 1 : first.revision;
  const inPlace = stored.every(
    (found, index) => found !== undefined && found.streamId === streamId && found.revision === start + index,
  );
  const last = stored[stored.length - 1];
  return inPlace && last ? { nextExpectedRevision: last.revision, position: last.position } : undefined;
}

/**
 * better-sqlite3 reports constraint violations through `code`; only the event id can collide inside our
 * write lock. Checked by shape, not `instanceof`: the native addon builds its errors from the realm that
 * loaded it first, which need not be the caller's (jest gives every test file its own realm).
 */
export function isDuplicateEventId(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return code === 'SQLITE_CONSTRAINT_UNIQUE' && typeof message === 'string' && message.includes('event_id');
}
