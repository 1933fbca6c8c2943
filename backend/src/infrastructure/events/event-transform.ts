import { eventDefinition, type StoredEvent } from '@eventfold/contracts';
import { UnreadableEvent, type ProjectedEvent } from '@eventfold/projections';
import type { KeyStore } from '../keys/key-store.port';
import { decryptField, isEncryptedField, sealedKeyId } from './pii-cipher';
import { upcast } from './upcasters';

/** Turns a stored event into what deciders and projections see; null for an unknown event type. */
export type EventTransform = (event: StoredEvent) => Promise<ProjectedEvent | null>;

/**
 * Decrypts the personal fields (null once the user's key is erased) and upcasts to the current
 * version. Every read path (command handling, projections, rebuilds) goes through this one function.
 * What the event itself makes fail (a ciphertext that does not open, an upcaster's error) is thrown as
 * UnreadableEvent, which projections set aside; a key store failing to answer is thrown as it is, a
 * passing failure they retry.
 */
export function createEventTransform(keyStore: KeyStore): EventTransform {
  return async (event) => {
    // Another instance may have erased the key: a cached copy must not outlive the event saying so.
    if (event.type === 'UserErased') keyStore.forget(String(event.data['userId']));
    const definition = eventDefinition(event.type);
    if (definition === undefined) return null;
    const data = { ...event.data };
    for (const field of definition.pii) {
      const sealed = data[field];
      if (!isEncryptedField(sealed)) continue; // null, or written before the field was personal data
      const keyId = unreadableOn(event, () => sealedKeyId(sealed, String(data['userId'])));
      const key = await keyStore.findKey(keyId);
      data[field] = key === null ? null : unreadableOn(event, () => decryptField(key, keyId, field, sealed));
    }
    const current = unreadableOn(event, () => upcast(event.type, event.version, data));
    if (current === null) return null;
    return {
      type: current.type,
      data: current.data,
      metadata: event.metadata,
      streamId: event.streamId,
      revision: event.revision,
      position: event.position,
    };
  };
}

function unreadableOn<T>(event: StoredEvent, read: () => T): T {
  try {
    return read();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new UnreadableEvent(`${event.type} at ${event.position}: ${reason}`, { cause: error });
  }
}
