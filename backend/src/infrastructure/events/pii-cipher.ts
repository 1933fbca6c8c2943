import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const PREFIX = 'pii:v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** Associated data ties a ciphertext to its user and field, so it cannot be moved onto another one. */
function associatedData(userId: string, field: string): Buffer {
  return Buffer.from(`${userId}\u0000${field}`, 'utf8');
}

/** Encrypts one personal field (any JSON value) into a self-describing string. */
export function encryptField(key: Buffer, userId: string, field: string, value: unknown): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(associatedData(userId, field));
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

export function isEncryptedField(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith(PREFIX);
}

export function decryptField(key: Buffer, userId: string, field: string, sealed: string): unknown {
  const raw = Buffer.from(sealed.slice(PREFIX.length), 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
  decipher.setAAD(associatedData(userId, field));
  decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  const plain = Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
  return JSON.parse(plain.toString('utf8'));
}
