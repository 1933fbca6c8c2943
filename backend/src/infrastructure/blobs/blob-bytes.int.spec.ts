import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { databaseFromUrl } from '../read-store/mongo-read-store';
import type { BlobBytes } from './blob-bytes.port';
import { FileBlobBytes } from './file-blob-bytes';
import { GridFsBlobBytes } from './gridfs-blob-bytes';

/** One behaviour for both places blobs live: files (one machine) and GridFS (instances sharing MongoDB). */
function describeBlobBytesContract(
  name: string,
  open: () => Promise<{ bytes: BlobBytes; close(): Promise<void> }>,
) {
  describe(`blob bytes contract: ${name}`, () => {
    let opened: { bytes: BlobBytes; close(): Promise<void> };
    beforeAll(async () => {
      opened = await open();
    });
    afterAll(async () => opened.close());

    it('reads back what was written, the newest write whole, and nothing once deleted', async () => {
      const id = randomUUID();
      expect(await opened.bytes.read(id)).toBeNull();
      await opened.bytes.write(id, Buffer.from('first'));
      await opened.bytes.write(id, Buffer.alloc(300_000, 7));
      expect(await opened.bytes.read(id)).toEqual(Buffer.alloc(300_000, 7));
      await opened.bytes.delete(id);
      await opened.bytes.delete(id);
      expect(await opened.bytes.read(id)).toBeNull();
    });
  });
}

describeBlobBytesContract('files', async () => {
  const directory = await mkdtemp(path.join(tmpdir(), 'eventfold-blobs-'));
  return {
    bytes: new FileBlobBytes(directory),
    close: () => rm(directory, { recursive: true, force: true }),
  };
});

const url = process.env['MONGODB_URL'];
if (url === undefined) {
  console.warn('GridFS blob contract skipped: MONGODB_URL is not set');
  describe('blob bytes contract: gridfs', () => {
    it.skip('runs only when MONGODB_URL is set', () => undefined);
  });
} else {
  const mongoUrl = url;
  describeBlobBytesContract('gridfs', async () => {
    const client = await MongoClient.connect(mongoUrl);
    const bucket = `test_blobs_${randomUUID().slice(0, 8)}`;
    const db = client.db(databaseFromUrl(mongoUrl));
    return {
      bytes: new GridFsBlobBytes(db, bucket),
      close: async () => {
        await db.dropCollection(`${bucket}.files`).catch(() => undefined);
        await db.dropCollection(`${bucket}.chunks`).catch(() => undefined);
        await client.close();
      },
    };
  });
}
