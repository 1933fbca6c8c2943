import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import compression from 'compression';
import express from 'express';
import { bodyOf, compressBody, sendBody, type BodyParts } from './body-parts';

/** Parts of every size around the 256 KB chunk: tiny ones, one spanning several chunks, empty ones. */
function mixedParts(): Buffer[] {
  const parts: Buffer[] = [];
  for (let index = 0; index < 3000; index++) parts.push(Buffer.from(`{"n":${index}},`));
  parts.push(Buffer.alloc(600_000, 'a'), Buffer.alloc(0), Buffer.from('tail'));
  for (let index = 0; index < 40; index++) parts.push(Buffer.alloc(262_144 - index * 7, String(index % 10)));
  return parts;
}

async function served(body: BodyParts): Promise<{ bytes: Buffer; length: string | null }> {
  const app = express();
  // As in the server: the middleware wraps write and end (and forwards only two arguments).
  app.use(compression({ threshold: 1024 }));
  app.get('/', (_request, response) => void sendBody(response, body));
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/`, { headers: { 'accept-encoding': 'identity' } });
    return {
      bytes: Buffer.from(await response.arrayBuffer()),
      length: response.headers.get('content-length'),
    };
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('body parts', () => {
  it('sends the parts as one body with its length, in order', async () => {
    const parts = mixedParts();
    const { bytes, length } = await served(bodyOf(parts));
    expect(bytes.equals(Buffer.concat(parts))).toBe(true);
    expect(length).toBe(String(bytes.length));
  });

  it('sends the same bytes again when the same parts are sent at once by many requests', async () => {
    const parts = mixedParts();
    const answers = await Promise.all(Array.from({ length: 8 }, () => served(bodyOf(parts))));
    for (const { bytes } of answers) expect(bytes.equals(Buffer.concat(parts))).toBe(true);
  });

  it('compresses the parts into what gzip and brotli decompress back to the joined body', async () => {
    const parts = mixedParts();
    const joined = Buffer.concat(parts);
    const gzip = await compressBody(bodyOf(parts), 'gzip');
    const brotli = await compressBody(bodyOf(parts), 'br');
    expect(zlib.gunzipSync(gzip).equals(joined)).toBe(true);
    expect(zlib.brotliDecompressSync(brotli).equals(joined)).toBe(true);
    expect(gzip.length).toBeLessThan(joined.length / 10);
  });
});
