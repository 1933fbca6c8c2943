import fs from 'node:fs/promises';
import path from 'node:path';
import type { BlobBytes } from './blob-bytes.port';

/** Blobs as files in one directory (embedded stores: one machine). Ids are checked by the caller. */
export class FileBlobBytes implements BlobBytes {
  constructor(private readonly directory: string) {}

  async read(blobId: string): Promise<Buffer | null> {
    try {
      return await fs.readFile(this.fileFor(blobId));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async write(blobId: string, bytes: Buffer): Promise<void> {
    const file = this.fileFor(blobId);
    await fs.mkdir(this.directory, { recursive: true });
    // Written aside, flushed, then renamed: a crash leaves either no file or a whole one.
    const temporary = `${file}.tmp`;
    const handle = await fs.open(temporary, 'w', 0o600);
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.rename(temporary, file);
  }

  async delete(blobId: string): Promise<void> {
    await fs.rm(this.fileFor(blobId), { force: true });
  }

  private fileFor(blobId: string): string {
    return path.join(this.directory, `${blobId}.bin`);
  }
}
