import path from 'node:path';
import { readOrCreateSecretFile } from '../../config/secret-file';

function decode(base64: string, origin: string): Buffer {
  const key = Buffer.from(base64.trim(), 'base64');
  if (key.length !== 32)
    throw new Error(`${origin} must be 32 bytes encoded as base64 (got ${key.length} bytes)`);
  return key;
}

/**
 * The key that wraps every user's data key. Production passes KEY_ENCRYPTION_KEY; an embedded
 * install generates one on first start into DATA_DIR/master.key, readable by the owner only.
 */
export function loadMasterKey(options: {
  keyEncryptionKey: string | undefined;
  dataDir: string;
  required: boolean;
}): Buffer {
  if (options.keyEncryptionKey !== undefined) return decode(options.keyEncryptionKey, 'KEY_ENCRYPTION_KEY');
  if (options.required) {
    // A generated key on a container's disk would be lost with the container, and every
    // personal field in the shared event log with it.
    throw new Error('KEY_ENCRYPTION_KEY is required when MONGODB_URL is set (32 random bytes, base64)');
  }
  const file = path.join(options.dataDir, 'master.key');
  // 32 bytes are 44 base64 characters; anything shorter is refused before it is decoded.
  return decode(readOrCreateSecretFile(file, 32, 44), file);
}
