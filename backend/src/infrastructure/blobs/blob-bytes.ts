import path from 'node:path';
import { MongoReadStore } from '../read-store/mongo-read-store';
import type { Stores } from '../stores';
import type { BlobBytes } from './blob-bytes.port';
import { FileBlobBytes } from './file-blob-bytes';
import { GridFsBlobBytes } from './gridfs-blob-bytes';

/** GridFS bucket `kind` when the read store is MongoDB (instances share it), else DATA_DIR/`kind`. */
export function blobBytesFor(stores: Stores, dataDir: string, kind: string): BlobBytes {
  if (!(stores.readStore instanceof MongoReadStore)) return new FileBlobBytes(path.join(dataDir, kind));
  const { client, databaseName } = stores.readStore.connection;
  return new GridFsBlobBytes(client.db(databaseName), kind);
}
