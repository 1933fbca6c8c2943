import {
  BACKWARDS,
  END,
  EventStoreDBClient,
  FORWARDS,
  START,
  StreamNotFoundError,
} from '@eventstore/db-client';
import type {
  AppendResult,
  EventCoordinates,
  EventStore,
  EventToAppend,
  ExpectedRevision,
  ReadAllOptions,
  ReadStreamOptions,
  StoredEvent,
  SubscribeOptions,
  Subscription,
} from '@eventfold/contracts';
import { readEventsByStream } from './read-events-by-stream';
import {
  collectEvents,
  toConflict,
  toEventData,
  toExpectedRevision,
  toStoredEvent,
} from './eventstoredb-event-mapping';
import { assertSafeConnectionString, withRetry } from './eventstoredb-retry';
import { subscribeToAllEvents } from './eventstoredb-subscription';

/** Events asked of the server per read of `$all` when the caller sets no bound. */
const ALL_PAGE_SIZE = 2000;

interface AllPage {
  events: StoredEvent[];
  /** Events the server sent, ours or not. */
  read: number;
  /** Position of the last of them; null when there were none. */
  last: bigint | null;
}

/**
 * The production event store: EventStoreDB over gRPC. Positions are $all commit positions. Reads
 * and appends are retried with back-off while the cluster is unavailable or changing leader.
 */
export class EventStoreDbEventStore implements EventStore {
  private readonly client: EventStoreDBClient;
  private readonly subscriptions = new Set<Subscription>();

  /** `client`: for tests over recorded answers; otherwise built from the connection string. */
  constructor(connectionString: string, client?: EventStoreDBClient) {
    assertSafeConnectionString(connectionString);
    this.client = client ?? EventStoreDBClient.connectionString(connectionString);
  }

  async appendToStream(
    streamId: string,
    events: EventToAppend[],
    expected: ExpectedRevision,
  ): Promise<AppendResult> {
    if (events.length === 0) throw new TypeError(`Append to ${streamId} holds no events`);
    try {
      // Retrying is safe: the event ids make a repeated append a no-op that answers like the first.
      const result = await withRetry(() =>
        this.client.appendToStream(streamId, events.map(toEventData), {
          expectedRevision: toExpectedRevision(expected),
        }),
      );
      const nextExpectedRevision = Number(result.nextExpectedRevision);
      // The reply's position is that of the write as a whole, and a retried write gets none; only
      // for a fresh single event is it surely the event's own, otherwise ask for the last event.
      const position =
        events.length === 1 && result.position
          ? result.position.commit
          : await this.positionOf(streamId, nextExpectedRevision);
      return { nextExpectedRevision, position };
    } catch (error) {
      throw toConflict(error, streamId, expected);
    }
  }

  /** EventStoreDB reads by stream: neighbouring revisions as one range, the rest one by one. */
  readEventsAt(coordinates: readonly EventCoordinates[]): Promise<StoredEvent[]> {
    return readEventsByStream(this, coordinates);
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<StoredEvent[]> {
    const { direction = 'forwards', fromRevision, maxCount } = options;
    try {
      return await withRetry(() =>
        collectEvents(
          this.client.readStream(streamId, {
            direction: direction === 'forwards' ? FORWARDS : BACKWARDS,
            fromRevision:
              fromRevision !== undefined ? BigInt(fromRevision) : direction === 'forwards' ? START : END,
            ...(maxCount !== undefined && { maxCount }),
          }),
        ),
      );
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
  }

  /**
   * Reads `$all` a page at a time (the server counts system events and other tools' events, which we
   * drop, so one page may yield fewer of ours than asked): never more of the log than the caller wants.
   */
  async readAll(options: ReadAllOptions = {}): Promise<StoredEvent[]> {
    const wanted = options.maxCount ?? Number.POSITIVE_INFINITY;
    const pageSize = Number.isFinite(wanted) ? Math.max(wanted, 1) : ALL_PAGE_SIZE;
    const events: StoredEvent[] = [];
    let from = options.after ?? 0n;
    while (events.length < wanted) {
      const page = await withRetry(() => this.readAllPage(from, pageSize));
      events.push(...page.events.filter((event) => event.position > from));
      if (page.read < pageSize || page.last === null) break;
      from = page.last;
    }
    return events.slice(0, wanted);
  }

  subscribeToAll(options: SubscribeOptions, handler: (event: StoredEvent) => Promise<void>): Subscription {
    const subscription = subscribeToAllEvents(this.client, options, handler, () =>
      this.subscriptions.delete(subscription),
    );
    this.subscriptions.add(subscription);
    return subscription;
  }

  async headPosition(): Promise<bigint> {
    const [last] = await withRetry(() =>
      collectEvents(this.client.readAll({ direction: BACKWARDS, fromPosition: END }), undefined, 1),
    );
    return last?.position ?? 0n;
  }

  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((subscription) => subscription.close()));
    await this.client.dispose();
  }

  /** One server read of `$all` from `from` (inclusive): our events, how many it read, and where it ended. */
  private async readAllPage(from: bigint, maxCount: number): Promise<AllPage> {
    const read = this.client.readAll({
      direction: FORWARDS,
      fromPosition: from === 0n ? START : { commit: from, prepare: from },
      maxCount,
    });
    const page: AllPage = { events: [], read: 0, last: null };
    for await (const resolved of read) {
      page.read += 1;
      page.last = resolved.event?.position?.commit ?? resolved.commitPosition ?? page.last;
      const event = toStoredEvent(resolved);
      if (event !== undefined) page.events.push(event);
    }
    return page;
  }

  private async positionOf(streamId: string, revision: number): Promise<bigint> {
    const [event] = await withRetry(() =>
      collectEvents(this.client.readStream(streamId, { fromRevision: BigInt(revision), maxCount: 1 })),
    );
    if (!event) throw new Error(`EventStoreDB acknowledged ${streamId}@${revision} but cannot read it back`);
    return event.position;
  }
}
