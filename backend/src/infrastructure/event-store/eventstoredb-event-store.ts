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
  EventStore,
  EventToAppend,
  ExpectedRevision,
  ReadAllOptions,
  ReadStreamOptions,
  StoredEvent,
  SubscribeOptions,
  Subscription,
} from '@eventfold/contracts';
import { collectEvents, toConflict, toEventData, toExpectedRevision } from './eventstoredb-event-mapping';
import { subscribeToAllEvents } from './eventstoredb-subscription';

/** The production event store: EventStoreDB over gRPC. Positions are $all commit positions. */
export class EventStoreDbEventStore implements EventStore {
  private readonly client: EventStoreDBClient;
  private readonly subscriptions = new Set<Subscription>();

  constructor(connectionString: string) {
    this.client = EventStoreDBClient.connectionString(connectionString);
  }

  async appendToStream(
    streamId: string,
    events: EventToAppend[],
    expected: ExpectedRevision,
  ): Promise<AppendResult> {
    if (events.length === 0) throw new TypeError(`Append to ${streamId} holds no events`);
    try {
      const result = await this.client.appendToStream(streamId, events.map(toEventData), {
        expectedRevision: toExpectedRevision(expected),
      });
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

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<StoredEvent[]> {
    const { direction = 'forwards', fromRevision, maxCount } = options;
    const read = this.client.readStream(streamId, {
      direction: direction === 'forwards' ? FORWARDS : BACKWARDS,
      fromRevision:
        fromRevision !== undefined ? BigInt(fromRevision) : direction === 'forwards' ? START : END,
      ...(maxCount !== undefined && { maxCount }),
    });
    try {
      return await collectEvents(read);
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
  }

  async readAll(options: ReadAllOptions = {}): Promise<StoredEvent[]> {
    const after = options.after ?? 0n;
    // System events are dropped here rather than by the server, so maxCount is applied here too.
    const read = this.client.readAll({
      direction: FORWARDS,
      fromPosition: after === 0n ? START : { commit: after, prepare: after },
    });
    return collectEvents(read, (event) => event.position > after, options.maxCount);
  }

  subscribeToAll(options: SubscribeOptions, handler: (event: StoredEvent) => Promise<void>): Subscription {
    const subscription = subscribeToAllEvents(this.client, options, handler, () =>
      this.subscriptions.delete(subscription),
    );
    this.subscriptions.add(subscription);
    return subscription;
  }

  async headPosition(): Promise<bigint> {
    const [last] = await collectEvents(
      this.client.readAll({ direction: BACKWARDS, fromPosition: END }),
      undefined,
      1,
    );
    return last?.position ?? 0n;
  }

  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((subscription) => subscription.close()));
    await this.client.dispose();
  }

  private async positionOf(streamId: string, revision: number): Promise<bigint> {
    const [event] = await collectEvents(
      this.client.readStream(streamId, { fromRevision: BigInt(revision), maxCount: 1 }),
    );
    if (!event) throw new Error(`EventStoreDB acknowledged ${streamId}@${revision} but cannot read it back`);
    return event.position;
  }
}
