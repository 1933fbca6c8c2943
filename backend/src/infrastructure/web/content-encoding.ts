import type { Request } from 'express';

export type ContentEncoding = 'br' | 'gzip' | 'identity';

/**
 * The best of `available` the client takes: brotli before gzip whatever order the client lists them
 * in (browsers send `gzip, deflate, br` with equal weight), identity when it takes neither.
 */
export function preferredEncoding(
  request: Request,
  available: readonly Exclude<ContentEncoding, 'identity'>[] = ['br', 'gzip'],
): ContentEncoding {
  for (const encoding of available) if (request.acceptsEncodings(encoding) === encoding) return encoding;
  return 'identity';
}
