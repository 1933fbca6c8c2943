import { randomUUID } from 'node:crypto';
import { eventDefinition, type DomainEvent, type EventToAppend, type PiiKey } from '@eventfold/contracts';
import { emailAddressKeyId } from '../keys/email-claim-key';
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

  constructor(
    private readonly keyStore: KeyStore,
    /** Keys the hash naming an e-mail address's data key (see email-claim-key.ts). */
    private readonly emailClaimKey: Buffer,
  ) {
    this.deserialize = createEventTransform(keyStore);
  }

  async serialize(event: DomainEvent, context: CommandContext): Promise<EventToAppend> {
    const definition = eventDefinition(event.type);
    if (definition === undefined)
      throw new Error(`Unknown event type ${event.type}: add it to the contracts' registry`);
    const data: Record<string, unknown> = definition.data.parse(event.data);
    const personal = definition.pii.filter((field) => data[field] !== null && data[field] !== undefined);
    for (const field of personal) {
      const keyOf = (definition.piiKeys as Record<string, PiiKey | undefined>)[field] ?? { user: 'userId' };
      const keyId =
        'emailAddress' in keyOf ? emailAddressKeyId(this.emailClaimKey, String(data[field])) : data[keyOf.user];
      if (typeof keyId !== 'string')
        throw new Error(`${event.type} carries personal data in ${field} but nobody to key it`);
      data[field] = encryptField(await this.keyStore.keyFor(keyId), keyId, field, data[field]);
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
