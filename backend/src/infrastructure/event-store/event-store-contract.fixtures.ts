// Test code that specs load: it is compiled by the build too, so it names its jest globals itself.
/// <reference types="jest" />
import { randomUUID } from 'node:crypto';
import type { EventStore, EventToAppend, StoredEvent } from '@eventfold/contracts';

export type CreateEventStore = () => Promise<{ store: EventStore; cleanup(): Promise<void> }>;

/** Registers a fresh store per test and hands back a getter for the current one. */
export function useEventStore(create: CreateEventStore): () => EventStore {
  let current: Awaited<ReturnType<CreateEventStore>> | undefined;
  beforeEach(async () => {
    current = await create();
  });
  afterEach(async () => {
    await current?.cleanup();
    current = undefined;
  });
  return () => {
    if (!current) throw new Error('No event store outside a test');
    return current.store;
  };
}

/** Stream names are unique per test so the suite can share a real server with other runs. */
export function uniqueStream(prefix = 'contract'): string {
  return `${prefix}-${randomUUID()}`;
}

export function newEvent(
  data: Record<string, unknown> = {},
  userId: string | null = 'user-1',
): EventToAppend {
  const correlationId = randomUUID();
  return {
    id: randomUUID(),
    type: 'ContractTested',
    version: 1,
    data,
    metadata: { userId, correlationId, causationId: correlationId, occurredAt: new Date().toISOString() },
  };
}

export function newEvents(count: number): EventToAppend[] {
  return Array.from({ length: count }, (_, index) => newEvent({ index }));
}

/** Polls until `condition` holds, failing with `what` after the timeout. */
export async function waitFor(condition: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export function ofStreams(events: StoredEvent[], streams: string[]): StoredEvent[] {
  return events.filter((event) => streams.includes(event.streamId));
}

export function isStrictlyIncreasing(positions: bigint[]): boolean {
  return positions.every((position, index) => index === 0 || position > (positions[index - 1] ?? 0n));
}

/** What a stored event must still say about the event that was appended. */
export function asAppended(event: EventToAppend): Partial<StoredEvent> {
  return {
    id: event.id,
    type: event.type,
    version: event.version,
    data: event.data,
    metadata: event.metadata,
  };
}
