import { type EventStoreDBClient, START, excludeSystemEvents } from '@eventstore/db-client';
import type { StoredEvent, SubscribeOptions, Subscription } from '@eventfold/contracts';
import { toStoredEvent } from './eventstoredb-event-mapping';

/**
 * A catch-up subscription to $all without system events. Iterating it with `for await` pulls the
 * next event only after the handler has resolved, which is what keeps delivery sequential.
 */
export function subscribeToAllEvents(
  client: EventStoreDBClient,
  options: SubscribeOptions,
  handler: (event: StoredEvent) => Promise<void>,
  onClosed: () => void,
): Subscription {
  const after = options.after ?? 0n;
  const report =
    options.onError ?? ((error: unknown) => console.error('Event store subscription stopped', error));
  const stream = client.subscribeToAll({
    // A commit position doubles as the prepare position of the event recorded there.
    fromPosition: after === 0n ? START : { commit: after, prepare: after },
    filter: excludeSystemEvents(),
  });
  let closed = false;

  const stop = async (): Promise<void> => {
    closed = true;
    await stream.unsubscribe();
    // A cancelled call does not end the readable; destroying it ends the `for await` below.
    stream.destroy();
  };

  const done = (async () => {
    try {
      for await (const resolved of stream) {
        if (closed) break;
        const event = toStoredEvent(resolved);
        // The start position is exclusive on the server too; the check keeps "after" exact regardless.
        if (!event || event.position <= after) continue;
        await handler(event);
      }
      if (!closed) throw new Error('EventStoreDB ended the subscription to $all');
    } catch (error) {
      if (!closed) report(error);
    } finally {
      if (!closed) await stop();
      onClosed();
    }
  })();

  return {
    close: async () => {
      if (!closed) await stop();
      await done;
    },
  };
}
