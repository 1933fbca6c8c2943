import type { EventCoordinates, EventStore, StoredEvent } from '@eventfold/contracts';

/**
 * Reads the events at the given coordinates, in the order given, stream by stream (for a store that
 * cannot read by global position in one go). Revisions of one stream that lie
 * close together are read as one range (a source stream holds a scan's events side by side); far
 * apart, one by one, so a user's few events in a long stream do not read all of it.
 */
export async function readEventsByStream(
  eventStore: Pick<EventStore, 'readStream'>,
  coordinates: readonly Omit<EventCoordinates, 'position'>[],
): Promise<StoredEvent[]> {
  const byStream = new Map<string, number[]>();
  for (const { streamId, revision } of coordinates) {
    const revisions = byStream.get(streamId) ?? [];
    revisions.push(revision);
    byStream.set(streamId, revisions);
  }
  const found = new Map<string, StoredEvent>();
  for (const [streamId, revisions] of byStream) {
    for (const [first, last] of ranges(revisions.sort((a, b) => a - b))) {
      const events = await eventStore.readStream(streamId, {
        fromRevision: first,
        maxCount: last - first + 1,
      });
      for (const event of events) found.set(`${streamId}@${event.revision}`, event);
    }
  }
  return coordinates.flatMap(({ streamId, revision }) => found.get(`${streamId}@${revision}`) ?? []);
}

/** Neighbouring revisions closer than this are read together. */
const GAP = 16;

function ranges(sorted: readonly number[]): [number, number][] {
  const result: [number, number][] = [];
  for (const revision of sorted) {
    const current = result[result.length - 1];
    if (current !== undefined && revision - current[1] <= GAP) current[1] = revision;
    else result.push([revision, revision]);
  }
  return result;
}
