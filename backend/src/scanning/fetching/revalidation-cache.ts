import { LRUCache } from 'lru-cache';
import { type FetchedDocument } from '../scanned-event';
import { type Validators } from './safe-fetch';

/** Bodies kept for conditional rescans, in UTF-16 bytes: a few hundred venue pages. */
export const REVALIDATION_CACHE_BYTES = 32 * 1024 * 1024;

interface Entry {
  document: FetchedDocument;
  validators: Validators;
}

/**
 * Pages whose server gave an ETag or Last-Modified, kept so a rescan can ask "changed since?" and
 * reuse the copy on a 304. Per process and best effort: another process, or an evicted entry,
 * simply fetches the page whole again; correctness never depends on a hit.
 */
export class RevalidationCache {
  private readonly entries: LRUCache<string, Entry>;

  constructor(maxBytes = REVALIDATION_CACHE_BYTES) {
    this.entries = new LRUCache<string, Entry>({
      maxSize: maxBytes,
      sizeCalculation: ({ document }) => 2 * (document.body.length + document.url.length) + 256,
    });
  }

  validatorsFor(url: string): Validators | undefined {
    return this.entries.get(url)?.validators;
  }

  /** The earlier copy, for a 304; undefined when it was evicted meanwhile. */
  earlierCopy(url: string): FetchedDocument | undefined {
    return this.entries.get(url)?.document;
  }

  remember(url: string, document: FetchedDocument, validators: Validators): void {
    if (!validators.etag && !validators.lastModified) {
      this.entries.delete(url);
      return;
    }
    // A page larger than the whole cache is simply not kept (lru-cache refuses it).
    this.entries.set(url, { document, validators });
  }
}
