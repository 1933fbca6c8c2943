import { hkdfSync } from 'node:crypto';

/**
 * The key of the keyed hash that names e-mail claim streams, derived from the master key: an
 * unsalted hash of an address can be reversed by hashing guessed addresses, a keyed one cannot
 * without the master key.
 */
export function deriveEmailClaimKey(masterKey: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), 'eventfold e-mail claim streams', 32));
}
