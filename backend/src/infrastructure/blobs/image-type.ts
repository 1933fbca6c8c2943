import type { fileTypeFromBuffer as FileTypeFromBuffer } from 'file-type';

/**
 * file-type is ESM-only; Node 24 loads it with require() (its `module-sync` export), which keeps the
 * backend CommonJS. Loaded on first use, so only the upload path pays for it.
 */
let detect: typeof FileTypeFromBuffer | undefined;

/** The MIME type read from the content's magic bytes (never from the name or the client's claim). */
export async function sniffMimeType(content: Buffer): Promise<string | undefined> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  detect ??= (require('file-type') as typeof import('file-type')).fileTypeFromBuffer;
  return (await detect(content))?.mime;
}
