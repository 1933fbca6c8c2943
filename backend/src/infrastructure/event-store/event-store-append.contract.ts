// Test code that specs load: it is compiled by the build too, so it names its jest globals itself.
/// <reference types="jest" />
import { type ExpectedRevision, WrongExpectedRevisionError } from '@eventfold/contracts';
import {
  type CreateEventStore,
  asAppended,
  newEvent,
  newEvents,
  uniqueStream,
  useEventStore,
} from './event-store-contract.fixtures';

export function describeAppendContract(create: CreateEventStore): void {
  const store = useEventStore(create);

  it('appends several events atomically at consecutive revisions', async () => {
    const stream = uniqueStream();
    const events = newEvents(3);
    const result = await store().appendToStream(stream, events, 'no_stream');
    const stored = await store().readStream(stream);
    expect(stored.map((event) => event.revision)).toEqual([0, 1, 2]);
    expect(stored).toEqual(events.map((event) => expect.objectContaining(asAppended(event))));
    expect(result.nextExpectedRevision).toBe(2);
    expect(result.position).toBe(stored[2]?.position);
    expect(stored[0]!.position < stored[1]!.position && stored[1]!.position < stored[2]!.position).toBe(true);
  });

  it('lets exactly one of two racing "no stream" appends write, and all of its batch', async () => {
    const stream = uniqueStream();
    const [first, second] = [newEvents(3), newEvents(3)];
    const outcomes = await Promise.allSettled([
      store().appendToStream(stream, first, 'no_stream'),
      store().appendToStream(stream, second, 'no_stream'),
    ]);
    const rejected = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(rejected).toHaveLength(1);
    expect((rejected[0] as PromiseRejectedResult).reason).toBeInstanceOf(WrongExpectedRevisionError);
    const winner = outcomes[0]!.status === 'fulfilled' ? first : second;
    expect((await store().readStream(stream)).map((event) => event.id)).toEqual(
      winner.map((event) => event.id),
    );
  });

  const accepted: [string, number, ExpectedRevision][] = [
    ['no_stream on a missing stream', 0, 'no_stream'],
    ['stream_exists on an existing stream', 2, 'stream_exists'],
    ['any on a missing stream', 0, 'any'],
    ['any on an existing stream', 2, 'any'],
    ['the exact last revision', 2, 1],
  ];
  it.each(accepted)('accepts %s', async (_, existing, expected) => {
    const stream = uniqueStream();
    if (existing > 0) await store().appendToStream(stream, newEvents(existing), 'no_stream');
    const result = await store().appendToStream(stream, [newEvent()], expected);
    const stored = await store().readStream(stream);
    expect(result.nextExpectedRevision).toBe(existing);
    expect(stored).toHaveLength(existing + 1);
    expect(result.position).toBe(stored[existing]?.position);
  });

  const rejected: [string, number, ExpectedRevision, number | 'no_stream'][] = [
    ['no_stream on an existing stream', 2, 'no_stream', 1],
    ['stream_exists on a missing stream', 0, 'stream_exists', 'no_stream'],
    ['a stale revision', 2, 0, 1],
    ['a revision ahead of the stream', 2, 5, 1],
    ['a revision on a missing stream', 0, 0, 'no_stream'],
  ];
  it.each(rejected)(
    'rejects %s with a typed error and writes nothing',
    async (_, existing, expected, actual) => {
      const stream = uniqueStream();
      if (existing > 0) await store().appendToStream(stream, newEvents(existing), 'no_stream');
      const append = store().appendToStream(stream, newEvents(2), expected);
      await expect(append).rejects.toBeInstanceOf(WrongExpectedRevisionError);
      await expect(append).rejects.toMatchObject({ streamId: stream, expected, actual });
      expect(await store().readStream(stream)).toHaveLength(existing);
    },
  );

  it.each<[string, ExpectedRevision]>([
    ['the same expected revision', 'no_stream'],
    ['any revision', 'any'],
  ])('treats a retried append with %s as done: success, nothing duplicated', async (_, retryExpected) => {
    const stream = uniqueStream();
    const events = newEvents(2);
    const original = await store().appendToStream(stream, events, 'no_stream');
    const retried = await store().appendToStream(stream, events, retryExpected);
    expect(retried).toEqual(original);
    expect((await store().readStream(stream)).map((event) => event.id)).toEqual(
      events.map((event) => event.id),
    );
  });

  it('recognises a retry of a later append by its exact revision', async () => {
    const stream = uniqueStream();
    await store().appendToStream(stream, newEvents(2), 'no_stream');
    const events = newEvents(2);
    const original = await store().appendToStream(stream, events, 1);
    await store().appendToStream(stream, [newEvent()], 3);
    expect(await store().appendToStream(stream, events, 1)).toEqual(original);
    expect(await store().readStream(stream)).toHaveLength(5);
  });

  it('rejects a batch of which only some events were stored, and writes none of it', async () => {
    const stream = uniqueStream();
    const events = newEvents(2);
    await store().appendToStream(stream, events, 'no_stream');
    const widened = [...events, newEvent()];
    await expect(store().appendToStream(stream, widened, 'no_stream')).rejects.toBeInstanceOf(
      WrongExpectedRevisionError,
    );
    expect(await store().readStream(stream)).toHaveLength(2);
  });
}
