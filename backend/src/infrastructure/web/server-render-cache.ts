import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/** Bytes kept for answers and for pages (each): a page with 1,000 events is ~0.8 MB, its answers ~0.7 MB. */
const CACHE_MAX_BYTES = 32 * 1024 * 1024;
/**
 * A page is reused within this window at most: what it shows as "Next Event" depends on the time
 * (the browser taking it over computes it again, and must find the same).
 */
const PAGE_REUSE_WINDOW_MS = 60_000;

interface KnownAnswer {
  etag: string;
  body: unknown;
  bytes: number;
}

/**
 * What the server render of `/` read and drew before, per person: the API's answers with their ETag
 * (asked again with If-None-Match, so an unchanged calendar answers 304 before any query), and the
 * last page with the fingerprint of everything it was drawn from. Bounded in bytes; keys start with
 * the user's id, so nothing is ever shared between people.
 */
export class ServerRenderCache {
  private readonly answers = new LRUCache<string, KnownAnswer>({
    maxSize: CACHE_MAX_BYTES,
    sizeCalculation: (answer) => answer.bytes,
  });
  private readonly pages = new LRUCache<string, { fingerprint: string; page: string }>({
    maxSize: CACHE_MAX_BYTES,
    sizeCalculation: (entry) => entry.page.length + entry.fingerprint.length,
  });

  /** The answer known for `url` (the user's own), to revalidate. */
  knownAnswer(userId: string, url: string): KnownAnswer | undefined {
    return this.answers.get(`${userId} ${url}`);
  }

  rememberAnswer(userId: string, url: string, etag: string, body: unknown, bytes: number): void {
    this.answers.set(`${userId} ${url}`, { etag, body, bytes });
  }

  /** A fingerprint of a page's inputs: each answer's ETag (or its text), and the time window. */
  static fingerprint(parts: string[], now = Date.now()): string {
    const hash = createHash('sha256');
    for (const part of parts) hash.update(part).update('\0');
    return hash.update(String(Math.floor(now / PAGE_REUSE_WINDOW_MS))).digest('base64url');
  }

  pageFor(userId: string, fingerprint: string): string | null {
    const entry = this.pages.get(userId);
    return entry?.fingerprint === fingerprint ? entry.page : null;
  }

  rememberPage(userId: string, fingerprint: string, page: string): void {
    this.pages.set(userId, { fingerprint, page });
  }
}
