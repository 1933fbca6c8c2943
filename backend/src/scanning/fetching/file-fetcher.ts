import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type Fetcher } from './fetcher';

/** The file:// URL a saved page is scanned under. */
export function fileUrl(file: string): string {
  return `file://${path.resolve(file)}`;
}

/**
 * Serves one saved page to the scanner as if fetched, its type read from the extension. Any other
 * URL (a linked feed or events page) fails, as an unreachable link would on a live scan.
 */
export function fileFetcher(file: string): Fetcher {
  const contentType = /\.(ics|ical|ifb)$/i.test(file) ? 'text/calendar' : 'text/html';
  const base = fileUrl(file);
  return async (url: string) => {
    if (url !== base)
      throw new Error(`A saved page cannot follow links (${url}); scan the site's URL instead`);
    return { url, contentType, body: await readFile(file, 'utf8') };
  };
}
