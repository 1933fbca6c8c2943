import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { KeyStore } from '../keys/key-store.port';
import type { BlobBytes } from './blob-bytes.port';

const MAGIC = Buffer.from('EFB1');
const IV_BYTES = 12;
const TAG_BYTES = 16;
const BLOB_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Uploaded personal files (profile pictures, event images), each encrypted with its owner's
 * data key: erasing the key shreds the files too. The owner's id is stored in the clear in the
 * header so that reading needs nothing but the blob id.
 */
export class EncryptedBlobStore {
  constructor(
    private readonly bytes: BlobBytes,
    private readonly keyStore: KeyStore,
  ) {}

  async put(blobId: string, ownerId: string, content: Buffer): Promise<void> {
    this.assertBlobId(blobId);
    const key = await this.keyStore.keyFor(ownerId);
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    cipher.setAAD(Buffer.from(blobId));
    const body = Buffer.concat([cipher.update(content), cipher.final()]);
    const owner = Buffer.from(ownerId, 'utf8');
    const length = Buffer.alloc(2);
    length.writeUInt16BE(owner.length);
    await this.bytes.write(blobId, Buffer.concat([MAGIC, length, owner, iv, cipher.getAuthTag(), body]));
  }

  /** The content; null when the blob does not exist or its owner's key has been erased. */
  async get(blobId: string): Promise<Buffer | null> {
    if (!BLOB_ID.test(blobId)) return null;
    const raw = await this.bytes.read(blobId);
    if (raw === null) return null;
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

  /** Removes the blob for good (an erased account's pictures); a missing one is fine. */
  async delete(blobId: string): Promise<void> {
    this.assertBlobId(blobId);
    await this.bytes.delete(blobId);
  }

  private assertBlobId(blobId: string): void {
    if (!BLOB_ID.test(blobId)) throw new Error(`Not a blob id: ${blobId}`);
  }
}
