import path from 'node:path';
import { mongoConnectionOf } from '../read-store/mongo-connection';
import type { Stores } from '../stores';
import type { BlobBytes } from './blob-bytes.port';
import { FileBlobBytes } from './file-blob-bytes';

/** GridFS bucket `kind` when the read store is MongoDB (instances share it), else DATA_DIR/`kind`. */
export function blobBytesFor(stores: Stores, dataDir: string, kind: string): BlobBytes {
  const connection = mongoConnectionOf(stores.readStore);
  if (connection === undefined) return new FileBlobBytes(path.join(dataDir, kind));
  // Loaded only on MongoDB (see mongo-connection.ts).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { GridFsBlobBytes } = require('./gridfs-blob-bytes') as typeof import('./gridfs-blob-bytes');
  return new GridFsBlobBytes(connection.client.db(connection.databaseName), kind);
}
