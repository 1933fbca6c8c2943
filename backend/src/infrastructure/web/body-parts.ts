import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import zlib from 'node:zlib';
import type { Response } from 'express';

/**
 * A response body as the buffers it is made of (a month is each entry's kept JSON and the commas
 * between), never joined into one: a joined month is a 1.3 MB buffer per answer in flight, and
 * glibc kept the freed ones in its heap (~50 MB more resident under 50 connections). The parts are
 * copied through a few reused chunks on their way to the socket or the compressor.
 */
export interface BodyParts {
  readonly parts: readonly Buffer[];
  readonly byteLength: number;
}

export function bodyOf(parts: readonly Buffer[]): BodyParts {
  let byteLength = 0;
  for (const part of parts) byteLength += part.length;
  return { parts, byteLength };
}

/**
 * The body as one part, for one kept and sent many times (a single write, no copy per send).
 * Buffer.concat without its per-part checks: a month is thousands of small parts.
 */
export function joinedBody(body: BodyParts): BodyParts {
  if (body.parts.length <= 1) return body;
  const joined = Buffer.allocUnsafeSlow(body.byteLength);
  let offset = 0;
  for (const part of body.parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return { parts: [joined], byteLength: body.byteLength };
}

/**
 * One socket write: a month is ~5 (64 KB chunks, ~20 writes, cost ~0.3 ms more CPU per answer in the
 * bench). Reused, so glibc's mmap threshold does not matter here.
 */
const CHUNK_BYTES = 256 * 1024;
/** Chunks kept for reuse (4 MB): one per body being written, beyond that they are left to the GC. */
const POOL_MAX_CHUNKS = 16;
const pool: Buffer[] = [];

/**
 * Writes the parts to `target` one chunk at a time, each once the previous one was taken (its write
 * callback), so a body holds one chunk whatever its size. False when the target closed first.
 */
async function writeParts(target: Writable, body: BodyParts): Promise<boolean> {
  const { parts } = body;
  let index = 0;
  let offset = 0;
  while (index < parts.length) {
    const chunk = pool.pop() ?? Buffer.allocUnsafeSlow(CHUNK_BYTES);
    let filled = 0;
    while (filled < CHUNK_BYTES && index < parts.length) {
      const part = parts[index]!;
      const copied = part.copy(chunk, filled, offset, Math.min(part.length, offset + CHUNK_BYTES - filled));
      filled += copied;
      offset += copied;
      if (offset === part.length) {
        index += 1;
        offset = 0;
      }
    }
    if (!(await written(target, chunk, filled))) return false;
  }
  return true;
}

function written(target: Writable, chunk: Buffer, length: number): Promise<boolean> {
  return new Promise((resolve) => {
    // A target closed with the chunk still queued keeps it: it is then the GC's, not the pool's.
    const closed = () => resolve(false);
    target.once('close', closed);
    // The callback as second argument: the compression middleware's write forwards only two.
    target.write(length === chunk.length ? chunk : chunk.subarray(0, length), (error) => {
      target.off('close', closed);
      if (error) return resolve(false);
      if (pool.length < POOL_MAX_CHUNKS) pool.push(chunk);
      resolve(true);
    });
  });
}

/** Sends the body (after the headers set so far) with its length; stops if the client goes away. */
export async function sendBody(response: Response, body: BodyParts): Promise<void> {
  response.setHeader('Content-Length', body.byteLength);
  if (response.req.method === 'HEAD') {
    response.end();
    return;
  }
  if (body.parts.length === 1) {
    response.end(body.parts[0]);
    return;
  }
  if (await writeParts(response, body)) response.end();
}

/**
 * How hard brotli works (measured on a month of 1,750 events, 1.3 MB, two at once on the two-core
 * machine, docs/decisions.md "Fast on a phone"): quality 1 takes ~2 ms of CPU for 90 KB, 3 ~4 ms for
 * 71 KB, 4 ~8 ms for 66 KB, 5 ~12 ms for 58 KB. An answer computed for one request (most are) is
 * sent at once, so `fresh` takes 1: at 5 compressing became the bottleneck (22 new answers/s against
 * 140 uncompressed on the loaded machine). One kept and sent again takes the smaller copy.
 */
export const BROTLI_QUALITY = { fresh: 1, kept: 5 } as const;
/** The compressor's output pieces: each is a round trip to libuv's pool, 16 KB by default. */
const COMPRESSED_CHUNK_BYTES = 128 * 1024;
/** Brotli's window (2^18 = 256 KB instead of 4 MB): less memory per compressor, the same size here. */
const BROTLI_WINDOW_BITS = 18;

function compressor(
  encoding: 'br' | 'gzip',
  byteLength: number,
  quality: number,
): zlib.BrotliCompress | zlib.Gzip {
  if (encoding === 'gzip') return zlib.createGzip({ level: 6, chunkSize: COMPRESSED_CHUNK_BYTES });
  return zlib.createBrotliCompress({
    chunkSize: COMPRESSED_CHUNK_BYTES,
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: byteLength,
    },
  });
}

/** The body compressed (a month compresses 15-20 times), fed to zlib chunk by chunk. */
export async function compressBody(
  body: BodyParts,
  encoding: 'br' | 'gzip',
  brotliQuality: number = BROTLI_QUALITY.fresh,
): Promise<Buffer> {
  const stream = compressor(encoding, body.byteLength, brotliQuality);
  const output: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => output.push(chunk));
  const done = finished(stream);
  if (!(await writeParts(stream, body))) {
    await done;
    throw new Error('the compressor closed before the body was written');
  }
  stream.end();
  await done;
  return Buffer.concat(output);
}
