import { createHmac, hkdfSync } from 'node:crypto';
import { normaliseEmail } from '@eventfold/contracts';

/**
 * The key of the keyed hash that names e-mail claim streams, derived from the master key: an
 * unsalted hash of an address can be reversed by hashing guessed addresses, a keyed one cannot
 * without the master key.
 */
export function deriveEmailClaimKey(masterKey: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), 'eventfold e-mail claim streams', 32));
}

/**
 * The data key of an e-mail address someone typed (an invitation): named by the keyed hash of the
 * address, so the account that signs up with it can have it erased with its own key.
 */
export function emailAddressKeyId(emailClaimKey: Buffer, email: string): string {
  return `email:${createHmac('sha256', emailClaimKey).update(normaliseEmail(email)).digest('hex')}`;
}
