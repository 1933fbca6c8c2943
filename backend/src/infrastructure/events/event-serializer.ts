import { randomUUID } from 'node:crypto';
import { eventDefinition, type DomainEvent, type EventToAppend } from '@eventfold/contracts';
import type { KeyStore } from '../keys/key-store.port';
import { createEventTransform, type EventTransform } from './event-transform';
import { encryptField } from './pii-cipher';

/** Who caused an append and within which request, carried into every event's metadata. */
export interface CommandContext {
  /** The signed-in user acting, or null (e.g. a sign-up before the account exists). */
  userId: string | null;
  /** The request id: every event of one user action shares it. */
  correlationId: string;
  /** The command that produced the events. */
  causationId: string;
}

/**
 * Every append and every read goes through here: data is validated against the contracts' schema,
 * personal fields are encrypted with the user's data key, and reads decrypt and upcast.
 */
export class EventSerializer {
  readonly deserialize: EventTransform;

  constructor(private readonly keyStore: KeyStore) {
    this.deserialize = createEventTransform(keyStore);
  }

  async serialize(event: DomainEvent, context: CommandContext): Promise<EventToAppend> {
    const definition = eventDefinition(event.type);
    if (definition === undefined)
      throw new Error(`Unknown event type ${event.type}: add it to the contracts' registry`);
    const data: Record<string, unknown> = definition.data.parse(event.data);
    const personal = definition.pii.filter((field) => data[field] !== null && data[field] !== undefined);
    if (personal.length > 0) {
      const userId = data['userId'];
      if (typeof userId !== 'string')
        throw new Error(`${event.type} carries personal data but no userId to key it`);
      const key = await this.keyStore.keyFor(userId);
      for (const field of personal) data[field] = encryptField(key, userId, field, data[field]);
    }
    return {
      id: randomUUID(),
      type: definition.type,
      version: definition.version,
      data,
      metadata: { ...context, occurredAt: new Date().toISOString() },
    };
  }
}
