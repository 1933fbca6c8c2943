import fs from 'node:fs';

const READ_CHUNK_BYTES = 8 * 1024 * 1024;
const NEWLINE = 0x0a;

/**
 * An append-only file of JSON lines. A write returns once the bytes are in the OS page cache, which
 * survives a killed process; surviving power loss needs `fsync`, which costs a disk flush per write.
 * One reusable buffer carries every write, so a flush allocates nothing in the common case.
 */
export class JournalFile {
  private readonly buffer = Buffer.allocUnsafe(1024 * 1024);

  private constructor(
    private readonly fd: number,
    private readonly fsync: boolean,
    public bytes: number,
  ) {}

  static open(path: string, options: { fsync: boolean; truncate?: boolean }): JournalFile {
    const fd = fs.openSync(path, options.truncate ? 'w' : 'a');
    return new JournalFile(fd, options.fsync, fs.fstatSync(fd).size);
  }

  append(text: string): void {
    const length = Buffer.byteLength(text);
    // A larger write (a catch-up's batch, megabytes) gets a buffer of its own, left to the GC after
    // it: grown and kept, the shared one held 8 MB for good after the bench's catch-up.
    const buffer = length <= this.buffer.length ? this.buffer : Buffer.allocUnsafeSlow(length);
    buffer.write(text, 0, length, 'utf8');
    let written = 0;
    while (written < length) written += fs.writeSync(this.fd, buffer, written, length - written);
    if (this.fsync) fs.fsyncSync(this.fd);
    this.bytes += length;
  }

  close(): void {
    fs.closeSync(this.fd);
  }
}

/**
 * Feeds every complete JSON line of `path` to `apply` and returns the byte length they span. A last
 * line without its newline, or one that does not parse, is a write torn by a crash: it was never
 * acknowledged, so it is dropped. An unreadable line followed by good ones is corruption and throws.
 */
export function readRecords(path: string, apply: (record: Record<string, unknown>) => void): number {
  const fd = fs.openSync(path, 'r');
  try {
    // One buffer for the whole file: the part line a read ends in moves to its start and the next read
    // fills the rest (a new buffer per chunk left ~60 MB of garbage behind a large journal's replay).
    let buffer = Buffer.allocUnsafe(READ_CHUNK_BYTES);
    let carried = 0;
    let consumed = 0;
    let unreadable: number | undefined;
    for (;;) {
      if (carried === buffer.length) {
        const larger = Buffer.allocUnsafe(buffer.length * 2);
        buffer.copy(larger, 0, 0, carried);
        buffer = larger;
      }
      const read = fs.readSync(fd, buffer, carried, buffer.length - carried, null);
      if (read === 0) break;
      const data = buffer.subarray(0, carried + read);
      let start = 0;
      for (let end = data.indexOf(NEWLINE, carried); end !== -1; end = data.indexOf(NEWLINE, start)) {
        if (unreadable !== undefined)
          throw new Error(`Read store file ${path} is corrupt at byte ${unreadable}`);
        const record = parseLine(data.toString('utf8', start, end));
        if (record === undefined) unreadable = consumed;
        else apply(record);
        if (unreadable === undefined) consumed += end + 1 - start;
        start = end + 1;
      }
      carried = data.length - start;
      buffer.copy(buffer, 0, start, data.length);
    }
    return consumed;
  } finally {
    fs.closeSync(fd);
  }
}

function parseLine(line: string): Record<string, unknown> | undefined {
  try {
    const parsed: unknown = JSON.parse(line);
    return parsed !== null && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
