import { createCipheriv, createDecipheriv, createSecretKey, randomBytes, type KeyObject } from 'node:crypto';

/** Sealed with the key of the user named by the event's `userId`. Still read; no longer written. */
const PREFIX_V1 = 'pii:v1:';
/** `pii:v2:<key id, base64url>.<iv, tag and ciphertext, base64>`: names its key, whoever that is. */
const PREFIX_V2 = 'pii:v2:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** Node turns a raw key into a key object on every call otherwise: a user's fields share one. */
const keyObjects = new WeakMap<Buffer, KeyObject>();

function keyObjectOf(key: Buffer): KeyObject {
  let object = keyObjects.get(key);
  if (object === undefined) {
    object = createSecretKey(key);
    keyObjects.set(key, object);
  }
  return object;
}

/** Associated data ties a ciphertext to its key owner and field, so it cannot be moved onto another one. */
function associatedData(keyId: string, field: string): Buffer {
  return Buffer.from(`${keyId}\u0000${field}`, 'utf8');
}

/** Encrypts one personal field (any JSON value) into a self-describing string naming its key. */
export function encryptField(key: Buffer, keyId: string, field: string, value: unknown): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyObjectOf(key), iv);
  cipher.setAAD(associatedData(keyId, field));
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  const sealed = Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
  return `${PREFIX_V2}${Buffer.from(keyId, 'utf8').toString('base64url')}.${sealed}`;
}

export function isEncryptedField(value: unknown): value is string {
  return typeof value === 'string' && (value.startsWith(PREFIX_V2) || value.startsWith(PREFIX_V1));
}

/** The id of the key that opens a sealed field; `userId` is the event's, for fields sealed before keys were named. */
export function sealedKeyId(sealed: string, userId: string): string {
  if (!sealed.startsWith(PREFIX_V2)) return userId;
  const dot = sealed.indexOf('.', PREFIX_V2.length);
  return Buffer.from(sealed.slice(PREFIX_V2.length, dot), 'base64url').toString('utf8');
}

export function decryptField(key: Buffer, keyId: string, field: string, sealed: string): unknown {
  const payload = sealed.startsWith(PREFIX_V2)
    ? sealed.slice(sealed.indexOf('.', PREFIX_V2.length) + 1)
    : sealed.slice(PREFIX_V1.length);
  const raw = Buffer.from(payload, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', keyObjectOf(key), raw.subarray(0, IV_BYTES));
  decipher.setAAD(associatedData(keyId, field));
  decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  const plain = Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
  return JSON.parse(plain.toString('utf8'));
}
