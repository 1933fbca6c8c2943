// Test code that specs load: it is compiled by the build too, so it names its jest globals itself.
/// <reference types="jest" />
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { StoredEvent, Subscription } from '@eventfold/contracts';
import {
  type CreateEventStore,
  delay,
  isStrictlyIncreasing,
  newEvent,
  newEvents,
  ofStreams,
  uniqueStream,
  useEventStore,
  waitFor,
} from './event-store-contract.fixtures';

/** Long enough for a polling adapter to have looked again, short enough to keep the suite quick. */
const QUIET_MS = 300;

export function describeSubscriptionContract(create: CreateEventStore): void {
  const store = useEventStore(create);
  let subscription: Subscription | undefined;
  afterEach(async () => {
    await subscription?.close();
    subscription = undefined;
  });

  function record(
    after: bigint,
    onEvent: (event: StoredEvent) => Promise<void> = async () => {},
  ): StoredEvent[] {
    const seen: StoredEvent[] = [];
    subscription = store().subscribeToAll({ after }, async (event) => {
      seen.push(event);
      await onEvent(event);
    });
    return seen;
  }

  it('catches up on stored events, then delivers new ones live', async () => {
    const stream = uniqueStream();
    const before = await store().headPosition();
    const stored = newEvents(3);
    await store().appendToStream(stream, stored, 'no_stream');
    const seen = record(before);
    await waitFor(() => ofStreams(seen, [stream]).length === 3, 'the stored events');
    const live = newEvents(2);
    await store().appendToStream(stream, live, 2);
    await waitFor(() => ofStreams(seen, [stream]).length === 5, 'the live events');
    expect(ofStreams(seen, [stream]).map((event) => event.id)).toEqual(
      [...stored, ...live].map((event) => event.id),
    );
  });

  it('delivers every event once, in log order, while 20 writers append concurrently', async () => {
    const writers = Array.from({ length: 20 }, () => uniqueStream('writer'));
    const before = await store().headPosition();
    await store().appendToStream(writers[0]!, newEvents(50), 'no_stream');
    let running = 0;
    let maxRunning = 0;
    const seen = record(before, async () => {
      maxRunning = Math.max(maxRunning, ++running);
      await nextTurn();
      running--;
    });
    await Promise.all(
      writers.map(async (stream, writer) => {
        let revision = writer === 0 ? 49 : -1;
        for (let i = 0; i < 25; i++) {
          await store().appendToStream(
            stream,
            [newEvent({ writer, i })],
            revision < 0 ? 'no_stream' : revision,
          );
          revision++;
          await nextTurn();
        }
      }),
    );
    const total = 50 + 20 * 25;
    await waitFor(() => ofStreams(seen, writers).length >= total, `${total} events`, 20_000);
    await delay(QUIET_MS);

    const mine = ofStreams(seen, writers);
    expect(mine).toHaveLength(total);
    expect(new Set(mine.map((event) => event.id)).size).toBe(total);
    expect(isStrictlyIncreasing(seen.map((event) => event.position))).toBe(true);
    expect(seen.every((event) => event.position > before)).toBe(true);
    for (const stream of writers) {
      const streamRevisions = mine
        .filter((event) => event.streamId === stream)
        .map((event) => event.revision);
      expect(streamRevisions).toEqual(streamRevisions.map((_, index) => index));
    }
    expect(maxRunning).toBe(1);
  });

  it('resumes after a checkpoint with only the events that follow it', async () => {
    const stream = uniqueStream();
    await store().appendToStream(stream, newEvents(4), 'no_stream');
    const [, second, third, fourth] = await store().readStream(stream);
    const seen = record(second!.position);
    await waitFor(() => ofStreams(seen, [stream]).length >= 2, 'the events after the checkpoint');
    await delay(QUIET_MS);
    expect(ofStreams(seen, [stream]).map((event) => event.id)).toEqual([third!.id, fourth!.id]);
    expect(seen.every((event) => event.position > second!.position)).toBe(true);
  });

  it('delivers nothing more once closed', async () => {
    const stream = uniqueStream();
    const seen = record(await store().headPosition());
    await store().appendToStream(stream, [newEvent()], 'no_stream');
    await waitFor(() => ofStreams(seen, [stream]).length === 1, 'the first event');
    await subscription!.close();
    await store().appendToStream(stream, newEvents(2), 0);
    await delay(QUIET_MS);
    expect(ofStreams(seen, [stream])).toHaveLength(1);
  });

  it('resolves close only after the running handler has finished', async () => {
    const stream = uniqueStream();
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let handlerDone = false;
    const seen = record(await store().headPosition(), async (event) => {
      if (event.streamId !== stream) return;
      await released;
      handlerDone = true;
    });
    await store().appendToStream(stream, [newEvent()], 'no_stream');
    await waitFor(() => ofStreams(seen, [stream]).length === 1, 'the handler to start');
    let closed = false;
    const closing = subscription!.close().then(() => (closed = true));
    await delay(50);
    expect(closed).toBe(false);
    release();
    await closing;
    expect(handlerDone).toBe(true);
  });

  it('reports a failing handler through onError and stops', async () => {
    const stream = uniqueStream();
    const failure = new Error('projection failed');
    const errors: unknown[] = [];
    const calls: StoredEvent[] = [];
    subscription = store().subscribeToAll(
      { after: await store().headPosition(), onError: (error) => errors.push(error) },
      async (event) => {
        calls.push(event);
        if (event.streamId === stream) throw failure;
      },
    );
    await store().appendToStream(stream, newEvents(2), 'no_stream');
    await waitFor(() => errors.length === 1, 'the handler failure');
    await delay(QUIET_MS);
    expect(errors).toEqual([failure]);
    expect(ofStreams(calls, [stream])).toHaveLength(1);
  });
}
