import { ErrorType, type AllStreamResolvedEvent, type EventStoreDBClient } from '@eventstore/db-client';
import { WrongExpectedRevisionError } from '@eventfold/contracts';
import { EventStoreDbEventStore } from './eventstoredb-event-store';
import { DEFAULT_RETRY, retryDelays } from './eventstoredb-retry';

/**
 * The adapter over answers recorded from @eventstore/db-client 6.2.1 (the shapes its reads yield and
 * its errors carry), so the cases a real cluster produces rarely are tested on every run.
 */
const URL = 'esdb://localhost:2113?tls=false';

const ourMetadata = (schemaVersion = 1) => ({
  userId: 'u1',
  correlationId: 'c1',
  causationId: 'c1',
  occurredAt: '2026-11-01T12:00:00.000Z',
  schemaVersion,
});

function recorded(
  position: bigint,
  streamId: string,
  type: string,
  metadata: unknown = ourMetadata(),
): AllStreamResolvedEvent {
  return {
    event: {
      streamId,
      id: `00000000-0000-4000-8000-${position.toString().padStart(12, '0')}`,
      revision: 0n,
      type,
      data: { n: Number(position) },
      metadata,
      isJson: true,
      created: new Date('2026-11-01T12:00:00.000Z'),
      position: { commit: position, prepare: position },
    },
    commitPosition: position,
  } as unknown as AllStreamResolvedEvent;
}

/** What a read hands back: an async iterable of resolved events that can be cancelled. */
function streamingRead(events: AllStreamResolvedEvent[]) {
  return Object.assign(
    (async function* () {
      yield* events;
    })(),
    { cancel: async () => undefined },
  );
}

/** The client's transient failure, as it throws it (a CommandError carrying its `type`). */
function transient(type: ErrorType): Error {
  return Object.assign(new Error(`${type} (recorded)`), { type });
}

const LOG = [
  recorded(10n, '$epoch', '$epoch-information'),
  recorded(20n, 'user-u1', 'UserRegistered'),
  recorded(30n, 'legacy-import', 'Imported', { source: 'another tool' }),
  recorded(40n, 'user-u1', 'ProfileUpdated'),
  recorded(50n, '$stats-127.0.0.1:2113', '$statsCollected'),
  recorded(60n, 'user-u2', 'UserRegistered', null),
  recorded(70n, 'user-u2', 'ProfileUpdated'),
];

/** A client serving LOG forwards from `fromPosition` (inclusive), at most `maxCount` a read. */
function logClient(reads: { from: bigint | 'start'; maxCount: number | undefined }[]) {
  return {
    readAll: (options: { fromPosition: unknown; maxCount?: number }) => {
      const from =
        typeof options.fromPosition === 'object' && options.fromPosition !== null
          ? (options.fromPosition as { commit: bigint }).commit
          : 'start';
      reads.push({ from, maxCount: options.maxCount });
      const rest = LOG.filter((event) => from === 'start' || event.commitPosition! >= from);
      return streamingRead(rest.slice(0, options.maxCount ?? rest.length));
    },
  } as unknown as EventStoreDBClient;
}

describe('EventStoreDB adapter over recorded client answers', () => {
  it('skips system events and events another tool wrote without our metadata, instead of stalling', async () => {
    const store = new EventStoreDbEventStore(URL, logClient([]));
    const events = await store.readAll();
    expect(events.map((event) => [event.position, event.type])).toEqual([
      [20n, 'UserRegistered'],
      [40n, 'ProfileUpdated'],
      [70n, 'ProfileUpdated'],
    ]);
    expect(events[0]).toMatchObject({ version: 1, metadata: { correlationId: 'c1' } });
    expect(events[0]!.metadata).not.toHaveProperty('schemaVersion');
  });

  it('logs one of our events whose metadata is malformed, once, and still skips it', async () => {
    const broken = recorded(80n, 'user-u3', 'UserRegistered', { ...ourMetadata(), schemaVersion: 'one' });
    const client = {
      readAll: () => streamingRead([...LOG, broken]),
    } as unknown as EventStoreDBClient;
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const store = new EventStoreDbEventStore(URL, client);
      await store.readAll();
      const events = await store.readAll();
      expect(events.map((event) => event.position)).toEqual([20n, 40n, 70n]);
      // Another tool's event (no key of ours) and a null metadata stay quiet; ours is logged once.
      expect(logged).toHaveBeenCalledTimes(1);
      expect(String(logged.mock.calls[0]![0])).toContain(`${broken.event!.id} (UserRegistered, user-u3@0)`);
    } finally {
      logged.mockRestore();
    }
  });

  it('reads $all a bounded page at a time, never the whole log for a small batch', async () => {
    const reads: { from: bigint | 'start'; maxCount: number | undefined }[] = [];
    const store = new EventStoreDbEventStore(URL, logClient(reads));
    const events = await store.readAll({ after: 20n, maxCount: 2 });
    expect(events.map((event) => event.position)).toEqual([40n, 70n]);
    // Two of ours wanted: pages of two, each from where the last ended, until two were found.
    expect(reads).toEqual([20n, 30n, 40n, 50n, 60n].map((from) => ({ from, maxCount: 2 })));
  });

  it('refuses a position of 0, which servers before 22.6 report for stream reads', async () => {
    const zero = recorded(0n, 'user-u1', 'UserRegistered');
    const client = { readAll: () => streamingRead([zero]) } as unknown as EventStoreDBClient;
    await expect(new EventStoreDbEventStore(URL, client).readAll()).rejects.toThrow('needs 22.6 or later');
  });

  it('retries an append while the cluster is unavailable or changing leader, then answers', async () => {
    const failures = [transient(ErrorType.UNAVAILABLE), transient(ErrorType.NOT_LEADER)];
    let calls = 0;
    const client = {
      appendToStream: async () => {
        calls += 1;
        const failure = failures.shift();
        if (failure) throw failure;
        return { success: true, nextExpectedRevision: 0n, position: { commit: 90n, prepare: 90n } };
      },
    } as unknown as EventStoreDBClient;
    const store = new EventStoreDbEventStore(URL, client);
    const event = { id: 'e1', type: 'UserRegistered', version: 1, data: {}, metadata: ourMetadata() };
    await expect(store.appendToStream('user-u1', [event], 'no_stream')).resolves.toEqual({
      nextExpectedRevision: 0,
      position: 90n,
    });
    expect(calls).toBe(3);
  });

  it('rides out an election of ten seconds with back-off, and gives up once fifteen have passed', async () => {
    jest.useFakeTimers();
    try {
      const started = Date.now();
      const electingFor = (ms: number) =>
        ({
          appendToStream: async () => {
            if (Date.now() - started < ms) throw transient(ErrorType.NOT_LEADER);
            return { success: true, nextExpectedRevision: 0n, position: { commit: 90n, prepare: 90n } };
          },
        }) as unknown as EventStoreDBClient;
      const event = { id: 'e1', type: 'UserRegistered', version: 1, data: {}, metadata: ourMetadata() };
      const appended = new EventStoreDbEventStore(URL, electingFor(10_000)).appendToStream(
        'user-u1',
        [event],
        'no_stream',
      );
      // The retry after 11.1 s of waits (the last of two seconds) meets the new leader.
      await jest.advanceTimersByTimeAsync(11_100);
      await expect(appended).resolves.toEqual({ nextExpectedRevision: 0, position: 90n });

      const askedAt = Date.now();
      const refused = new EventStoreDbEventStore(URL, electingFor(Number.POSITIVE_INFINITY))
        .appendToStream('user-u1', [event], 'no_stream')
        .catch((error: unknown) => ({ error, after: Date.now() - askedAt }));
      await jest.advanceTimersByTimeAsync(30_000);
      const { error, after } = (await refused) as { error: { type: string }; after: number };
      expect(error.type).toBe(ErrorType.NOT_LEADER);
      // Given up once the whole budget was waited, not before, not after.
      expect(after).toBe(15_000);
    } finally {
      jest.useRealTimers();
    }
  });

  it('waits longer between each retry, never more than two seconds at once', () => {
    const delays = retryDelays(DEFAULT_RETRY);
    expect(delays.slice(0, 5)).toEqual([100, 200, 400, 800, 1_600]);
    expect(Math.max(...delays)).toBe(2_000);
    expect(delays.reduce((sum, delay) => sum + delay, 0)).toBe(15_000);
  });

  it('does not retry a conflict: it answers our typed wrong-revision error at once', async () => {
    const { WrongExpectedVersionError } =
      jest.requireActual<typeof import('@eventstore/db-client')>('@eventstore/db-client');
    let calls = 0;
    const client = {
      appendToStream: async () => {
        calls += 1;
        const conflict = Object.create(WrongExpectedVersionError.prototype) as InstanceType<
          typeof WrongExpectedVersionError
        >;
        Object.assign(conflict, { type: ErrorType.WRONG_EXPECTED_VERSION, actualVersion: 3n });
        throw conflict;
      },
    } as unknown as EventStoreDBClient;
    const store = new EventStoreDbEventStore(URL, client);
    const event = { id: 'e1', type: 'X', version: 1, data: {}, metadata: ourMetadata() };
    await expect(store.appendToStream('s', [event], 1)).rejects.toBeInstanceOf(WrongExpectedRevisionError);
    expect(calls).toBe(1);
  });

  it('refuses a connection string that would make failed appends look successful', () => {
    expect(() => new EventStoreDbEventStore(`${URL}&throwOnAppendFailure=false`, logClient([]))).toThrow(
      'throwOnAppendFailure=false',
    );
  });
});
