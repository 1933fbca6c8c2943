import zlib from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid greyscale PNG of `width` × `height` black pixels. Its rows compress to almost nothing, so a
 * 1 × 50,000,000 picture is a ~100 KB file that costs seconds of CPU and hundreds of MB to decode.
 */
export async function blackPng(width: number, height: number): Promise<Buffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  // Each row is a filter byte and `width` zero bytes; compressed in slices to keep memory flat.
  const deflate = zlib.createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  const compressed = new Promise<Buffer>((resolve, reject) => {
    deflate.on('end', () => resolve(Buffer.concat(parts)));
    deflate.on('error', reject);
  });
  const rowBytes = width + 1;
  const rowsPerSlice = Math.max(1, Math.floor((4 * 1024 * 1024) / rowBytes));
  const slice = Buffer.alloc(rowsPerSlice * rowBytes);
  for (let rows = height; rows > 0; rows -= rowsPerSlice) {
    const count = Math.min(rows, rowsPerSlice);
    if (!deflate.write(slice.subarray(0, count * rowBytes)))
      await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', await compressed),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A GIF header and palette followed by an HTML payload: a polyglot that must never be served as is. */
export function polyglotGif(): Buffer {
  const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
  return Buffer.concat([gif, Buffer.from('<script>alert(document.cookie)</script>')]);
}

export const SVG_WITH_SCRIPT = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
);
