import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** One built file as served: its bytes, and the build's precompressed copies when it made them. */
export interface StaticFile {
  body: Buffer;
  /** Precompressed at build time (`.br`, `.gz` beside the file), chosen by Accept-Encoding. */
  encoded: { br?: Buffer; gzip?: Buffer };
  /** The file's extension, for Express's `res.type`. */
  extension: string;
  etag: string;
  cacheControl: string;
}

const ENCODED_SUFFIXES = { '.br': 'br', '.gz': 'gzip' } as const;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The whole frontend build read into memory at start-up, by URL path. Serving from memory means a GET
 * never waits for the disk (nor behind the thread pool, which password hashing and image work fill),
 * and the build is a few megabytes at most: a fixed, bounded cost. Hashed files under `assets/` are
 * cached by browsers for good; everything else (index.html) is revalidated on every load.
 */
export function loadStaticFiles(distDirectory: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  for (const relative of listFiles(distDirectory)) {
    const suffix = path.extname(relative);
    if (suffix in ENCODED_SUFFIXES || suffix === '.map') continue;
    const absolute = path.join(distDirectory, relative);
    const body = fs.readFileSync(absolute);
    const encoded: StaticFile['encoded'] = {};
    for (const [extension, encoding] of Object.entries(ENCODED_SUFFIXES)) {
      if (fs.existsSync(absolute + extension)) encoded[encoding] = fs.readFileSync(absolute + extension);
    }
    const urlPath = `/${relative.split(path.sep).join('/')}`;
    files.set(urlPath, {
      body,
      encoded,
      extension: suffix,
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      cacheControl: urlPath.startsWith('/assets/') ? IMMUTABLE : 'no-cache',
    });
  }
  return files;
}

function listFiles(directory: string, prefix = ''): string[] {
  return fs.readdirSync(path.join(directory, prefix), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(prefix, entry.name);
    return entry.isDirectory() ? listFiles(directory, relative) : entry.isFile() ? [relative] : [];
  });
}
