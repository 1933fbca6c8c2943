import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { KeyStore } from '../keys/key-store.port';

const MAGIC = Buffer.from('EFB1');
const IV_BYTES = 12;
const TAG_BYTES = 16;
const BLOB_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Uploaded personal files (profile pictures) under DATA_DIR/uploads, each encrypted with its owner's
 * data key: erasing the key shreds the files too. The owner's id is stored in the clear in the
 * header so that reading needs nothing but the blob id.
 */
export class EncryptedBlobStore {
  constructor(
    private readonly directory: string,
    private readonly keyStore: KeyStore,
  ) {}

  async put(blobId: string, ownerId: string, content: Buffer): Promise<void> {
    const file = this.fileFor(blobId);
    const key = await this.keyStore.keyFor(ownerId);
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    cipher.setAAD(Buffer.from(blobId));
    const body = Buffer.concat([cipher.update(content), cipher.final()]);
    const owner = Buffer.from(ownerId, 'utf8');
    const length = Buffer.alloc(2);
    length.writeUInt16BE(owner.length);
    await fs.mkdir(this.directory, { recursive: true });
    // Written aside, flushed, then renamed: a crash leaves either no file or a whole one.
    const temporary = `${file}.tmp`;
    const handle = await fs.open(temporary, 'w', 0o600);
    try {
      await handle.writeFile(Buffer.concat([MAGIC, length, owner, iv, cipher.getAuthTag(), body]));
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.rename(temporary, file);
  }

  /** The content; null when the blob does not exist or its owner's key has been erased. */
  async get(blobId: string): Promise<Buffer | null> {
    if (!BLOB_ID.test(blobId)) return null;
    let raw: Buffer;
    try {
      raw = await fs.readFile(this.fileFor(blobId));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    if (!raw.subarray(0, 4).equals(MAGIC)) return null;
    const ownerLength = raw.readUInt16BE(4);
    const ownerId = raw.subarray(6, 6 + ownerLength).toString('utf8');
    const key = await this.keyStore.findKey(ownerId);
    if (key === null) return null;
    const ivAt = 6 + ownerLength;
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(ivAt, ivAt + IV_BYTES));
    decipher.setAAD(Buffer.from(blobId));
    decipher.setAuthTag(raw.subarray(ivAt + IV_BYTES, ivAt + IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(raw.subarray(ivAt + IV_BYTES + TAG_BYTES)), decipher.final()]);
  }

  /** Removes the file for good (an erased account's pictures); a missing file is fine. */
  async delete(blobId: string): Promise<void> {
    await fs.rm(this.fileFor(blobId), { force: true });
  }

  private fileFor(blobId: string): string {
    if (!BLOB_ID.test(blobId)) throw new Error(`Not a blob id: ${blobId}`);
    return path.join(this.directory, `${blobId}.bin`);
  }
}
