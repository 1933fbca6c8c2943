import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type request from 'supertest';
import { eventDefinition, type DomainEvent } from '@eventfold/contracts';
import { SqliteEventStore } from '../../src/infrastructure/event-store/sqlite-event-store';

type Agent = ReturnType<typeof request.agent>;

/** Posts the create-event form as the client does: multipart text fields, the image optional. */
export function createEvent(
  agent: Agent,
  fields: Record<string, string>,
  image?: { content: Buffer; name: string },
) {
  let call = agent.post('/api/events');
  for (const [name, value] of Object.entries(fields)) call = call.field(name, value);
  if (image !== undefined) call = call.attach('image', image.content, image.name);
  return call;
}

export async function setTimezone(agent: Agent, timezone: string): Promise<void> {
  const response = await agent
    .patch('/api/user/preferences')
    .send({ name: 'Ada', timezone, preferredRadius: 25 });
  if (response.status !== 200)
    throw new Error(`timezone not set: ${response.status} ${JSON.stringify(response.body)}`);
}

function openEventStore(dataDir: string): SqliteEventStore {
  return SqliteEventStore.open(path.join(dataDir, 'events.sqlite'));
}

/** The server's event log, opened beside it (SQLite allows a second connection). */
export async function readStream(dataDir: string, streamId: string) {
  const store = openEventStore(dataDir);
  try {
    return await store.readStream(streamId);
  } finally {
    await store.close();
  }
}

/**
 * Appends events as another context would (the scan worker): these carry no personal data, so they
 * are stored as plain data. The server's subscription picks them up.
 */
export async function appendEvents(dataDir: string, streamId: string, events: DomainEvent[]): Promise<void> {
  await appendToStreams(dataDir, [[streamId, events]]);
}

/**
 * Several streams' events in one opening of the log, each at the version its schema has now (or
 * version 1, as appendEvents writes them), in the clear as events stored before encryption read.
 */
export async function appendToStreams(
  dataDir: string,
  streams: [streamId: string, events: DomainEvent[]][],
  atCurrentVersion = false,
): Promise<void> {
  const store = openEventStore(dataDir);
  try {
    for (const [streamId, events] of streams)
      await store.appendToStream(
        streamId,
        events.map((event) => ({
          id: randomUUID(),
          type: event.type,
          version: atCurrentVersion ? (eventDefinition(event.type)?.version ?? 1) : 1,
          data: event.data,
          metadata: {
            userId: null,
            correlationId: 'test',
            causationId: 'test',
            occurredAt: new Date().toISOString(),
          },
        })),
        'any',
      );
  } finally {
    await store.close();
  }
}

/** Polls until `check` passes: events appended out of process are projected a moment later. */
export async function eventually<T>(
  read: () => Promise<T>,
  check: (value: T) => boolean,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
