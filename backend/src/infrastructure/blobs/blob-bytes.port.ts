/** Where the encrypted blob store keeps its bytes: files on one machine, GridFS when instances share MongoDB. */
export interface BlobBytes {
  /** null when there is no such blob. */
  read(blobId: string): Promise<Buffer | null>;
  /** Replaces the blob whole: a reader sees the old bytes or the new, never a part. */
  write(blobId: string, bytes: Buffer): Promise<void>;
  /** Removes the blob for good; a missing one is fine. */
  delete(blobId: string): Promise<void>;
}
