import fs from 'node:fs';

/** Flushes a folder's entries (a file renamed or linked into it) to disk, as fsync does a file's bytes. */
export function syncDirectory(directory: string): void {
  const fd = fs.openSync(directory, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}
