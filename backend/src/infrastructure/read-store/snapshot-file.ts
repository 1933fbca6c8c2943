import fs from 'node:fs';
import path from 'node:path';
import { syncDirectory } from '../sync-directory';

const SNAPSHOT_FILE = 'snapshot.jsonl';
const WRITE_BATCH_CHARS = 4 * 1024 * 1024;

export const snapshotPath = (directory: string): string => path.join(directory, SNAPSHOT_FILE);
export const journalPath = (directory: string, generation: number): string =>
  path.join(directory, `journal-${generation}.jsonl`);

/**
 * Writes the whole store as a snapshot atomically (returning its size in bytes): a temp file, fsynced, renamed over the old one, and
 * the directory fsynced so the rename itself is durable. Its first line names the journal generation
 * that continues it, so journals older than the snapshot are never replayed on top of it.
 */
export function writeSnapshot(directory: string, generation: number, lines: Iterable<string>): number {
  const temporary = `${snapshotPath(directory)}.tmp`;
  const fd = fs.openSync(temporary, 'w');
  let bytes = 0;
  try {
    let pending = `${JSON.stringify({ generation })}\n`;
    for (const line of lines) {
      pending += `${line}\n`;
      if (pending.length >= WRITE_BATCH_CHARS) {
        bytes += writeAll(fd, pending);
        pending = '';
      }
    }
    bytes += writeAll(fd, pending);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(temporary, snapshotPath(directory));
  syncDirectory(directory);
  return bytes;
}

/** Journals from before the current generation, and a temp file from an interrupted snapshot. */
export function removeStaleFiles(directory: string, generation: number): void {
  const current = path.basename(journalPath(directory, generation));
  for (const name of fs.readdirSync(directory)) {
    const stale = (name.startsWith('journal-') && name !== current) || name === `${SNAPSHOT_FILE}.tmp`;
    if (stale) fs.rmSync(path.join(directory, name), { force: true });
  }
}

function writeAll(fd: number, text: string): number {
  const buffer = Buffer.from(text, 'utf8');
  let written = 0;
  while (written < buffer.length) written += fs.writeSync(fd, buffer, written, buffer.length - written);
  return written;
}
