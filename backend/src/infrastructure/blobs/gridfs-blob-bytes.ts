import { GridFSBucket, type Db } from 'mongodb';
import type { BlobBytes } from './blob-bytes.port';

/**
 * Blobs in MongoDB's GridFS, one bucket per kind, so every instance reads what any instance wrote.
 * A replacement is uploaded as a new file under the same name before the older ones are deleted, and
 * reads take the newest: a reader never sees a blob half written.
 */
export class GridFsBlobBytes implements BlobBytes {
  private readonly bucket: GridFSBucket;

  constructor(db: Db, bucketName: string) {
    this.bucket = new GridFSBucket(db, { bucketName, writeConcern: { w: 'majority', journal: true } });
  }

  async read(blobId: string): Promise<Buffer | null> {
    const [newest] = await this.bucket
      .find({ filename: blobId })
      .sort({ uploadDate: -1, _id: -1 })
      .limit(1)
      .toArray();
    if (newest === undefined) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of this.bucket.openDownloadStream(newest._id)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async write(blobId: string, bytes: Buffer): Promise<void> {
    const upload = this.bucket.openUploadStream(blobId);
    await new Promise<void>((resolve, reject) => {
      upload.once('finish', () => resolve());
      upload.once('error', reject);
      upload.end(bytes);
    });
    const older = await this.bucket.find({ filename: blobId, _id: { $ne: upload.id } }).toArray();
    for (const file of older) await this.bucket.delete(file._id);
  }

  async delete(blobId: string): Promise<void> {
    for (const file of await this.bucket.find({ filename: blobId }).toArray())
      await this.bucket.delete(file._id);
  }
}
