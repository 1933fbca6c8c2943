// Test code that specs load: it is compiled by the build too, so it names its jest globals itself.
/// <reference types="jest" />
import type { StoredEvent } from '@eventfold/contracts';
import {
  type CreateEventStore,
  asAppended,
  isStrictlyIncreasing,
  newEvent,
  newEvents,
  ofStreams,
  uniqueStream,
  useEventStore,
} from './event-store-contract.fixtures';

const revisions = (events: StoredEvent[]): number[] => events.map((event) => event.revision);

export function describeReadContract(create: CreateEventStore): void {
  const store = useEventStore(create);

  it('reads a stream forwards and backwards, from a revision, up to a count', async () => {
    const stream = uniqueStream();
    await store().appendToStream(stream, newEvents(5), 'no_stream');
    expect(revisions(await store().readStream(stream))).toEqual([0, 1, 2, 3, 4]);
    expect(revisions(await store().readStream(stream, { fromRevision: 2 }))).toEqual([2, 3, 4]);
    expect(revisions(await store().readStream(stream, { maxCount: 2 }))).toEqual([0, 1]);
    expect(revisions(await store().readStream(stream, { fromRevision: 2, maxCount: 2 }))).toEqual([2, 3]);
    expect(revisions(await store().readStream(stream, { direction: 'backwards' }))).toEqual([4, 3, 2, 1, 0]);
    const backwardsFrom2 = await store().readStream(stream, {
      direction: 'backwards',
      fromRevision: 2,
      maxCount: 2,
    });
    expect(revisions(backwardsFrom2)).toEqual([2, 1]);
    expect(await store().readStream(stream, { fromRevision: 5 })).toEqual([]);
  });

  it('reads events at coordinates from an index, in the order given, leaving out what is not there', async () => {
    const first = uniqueStream();
    const second = uniqueStream();
    await store().appendToStream(first, newEvents(3), 'no_stream');
    await store().appendToStream(second, newEvents(2), 'no_stream');
    const [a0, , a2] = await store().readStream(first);
    const [b0, b1] = await store().readStream(second);
    const at = (event: StoredEvent) => ({
      streamId: event.streamId,
      revision: event.revision,
      position: event.position,
    });
    const missing = { streamId: uniqueStream('missing'), revision: 0, position: b1!.position + 1000n };
    const read = await store().readEventsAt([at(b1!), at(a0!), missing, at(a2!), at(b0!)]);
    expect(read).toEqual([b1, a0, a2, b0]);
    expect(await store().readEventsAt([])).toEqual([]);
  });

  it('reads a missing stream as empty in both directions', async () => {
    const stream = uniqueStream('missing');
    expect(await store().readStream(stream)).toEqual([]);
    expect(await store().readStream(stream, { direction: 'backwards' })).toEqual([]);
  });

  it('round-trips data, schema version and metadata, including a null user', async () => {
    const stream = uniqueStream();
    const events = [
      newEvent({ nested: { list: [1, 'two', null] }, flag: true }, null),
      newEvent({}, 'user-42'),
    ];
    events[1]!.version = 3;
    events[1]!.type = 'OtherContractTested';
    const before = await store().headPosition();
    await store().appendToStream(stream, events, 'no_stream');
    const expected = events.map((event) =>
      expect.objectContaining({ ...asAppended(event), streamId: stream }),
    );
    expect(await store().readStream(stream)).toEqual(expected);
    expect(ofStreams(await store().readAll({ after: before }), [stream])).toEqual(expected);
    const [first] = await store().readStream(stream);
    expect(Number.isNaN(Date.parse(first!.recordedAt))).toBe(false);
  });

  it('reads the global log in append order across streams, after a position', async () => {
    const [a, b] = [uniqueStream('a'), uniqueStream('b')];
    const before = await store().headPosition();
    const order: string[] = [];
    for (const [stream, expected] of [
      [a, 'no_stream'],
      [b, 'no_stream'],
      [a, 0],
      [b, 0],
    ] as const) {
      const event = newEvent();
      order.push(event.id);
      await store().appendToStream(stream, [event], expected);
    }
    const log = ofStreams(await store().readAll({ after: before }), [a, b]);
    expect(log.map((event) => event.id)).toEqual(order);
    expect(isStrictlyIncreasing(log.map((event) => event.position))).toBe(true);

    const afterSecond = ofStreams(await store().readAll({ after: log[1]!.position }), [a, b]);
    expect(afterSecond.map((event) => event.id)).toEqual(order.slice(2));
  });

  it('limits a global read to maxCount events, starting right after the position', async () => {
    const stream = uniqueStream();
    const before = await store().headPosition();
    await store().appendToStream(stream, newEvents(4), 'no_stream');
    const everything = await store().readAll({ after: before });
    const page = await store().readAll({ after: before, maxCount: 2 });
    expect(page).toHaveLength(2);
    expect(page).toEqual(everything.slice(0, 2));
    expect(page.every((event) => event.position > before)).toBe(true);
  });

  it('reports the head of the log as the position of the last append', async () => {
    const before = await store().headPosition();
    const result = await store().appendToStream(uniqueStream(), newEvents(2), 'no_stream');
    const head = await store().headPosition();
    expect(head > before).toBe(true);
    expect(head >= result.position).toBe(true);
  });
}
