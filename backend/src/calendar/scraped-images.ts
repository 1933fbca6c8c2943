import { Injectable, Logger } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { parseAllowedHosts } from '../scanning/fetching/allowed-hosts';
import { createHopAgents, type HopAgents } from '../scanning/fetching/http-hop';
import { safeFetchBytes } from '../scanning/fetching/safe-fetch';
import { type AllowedHosts } from '../scanning/fetching/allowed-hosts';
import { reencodeEventImage } from './event-image';

/** Re-encoded pictures kept in memory; a venue's poster is asked for by every viewer of its event. */
const CACHE_MAX_BYTES = 32 * 1024 * 1024;
/** A picture that could not be had is not asked for again at once (each viewer would trigger a fetch). */
const FAILED_KEPT_MS = 10 * 60 * 1000;
const FAILED_KEPT_ITEMS = 2_000;
const FETCH_TIMEOUT_MS = 10_000;
/** The same cap as an uploaded event image. */
const MAX_SOURCE_BYTES = 5 * 1024 * 1024;

/** Whether an event's image is a venue's picture on the web (rather than one of our own paths). */
export function isRemoteImage(imageUrl: string | null): imageUrl is string {
  return imageUrl !== null && /^https?:\/\//i.test(imageUrl);
}

/**
 * Scraped events' pictures, served from our origin: the page's CSP allows only our own images, and
 * a venue's server must never learn who looks at its events. Fetched like a scanned page (every hop
 * and address checked, private networks refused), only real images up to 5 MB, re-encoded to WebP
 * so nothing else the file carried reaches a browser, and kept in a cache bounded in bytes.
 */
@Injectable()
export class ScrapedImages {
  private readonly logger = new Logger(ScrapedImages.name);
  private readonly allowed: AllowedHosts = parseAllowedHosts();
  private readonly agents: HopAgents = createHopAgents(this.allowed);
  private readonly images = new LRUCache<string, Buffer>({
    maxSize: CACHE_MAX_BYTES,
    sizeCalculation: (image, url) => image.length + url.length,
  });
  private readonly failed = new LRUCache<string, true>({ max: FAILED_KEPT_ITEMS, ttl: FAILED_KEPT_MS });
  /** Fetches under way, so that many viewers of one new event cause one fetch. */
  private readonly pending = new Map<string, Promise<Buffer | null>>();

  /** The picture as WebP, or null when it cannot be had (refused, too big, not an image, down). */
  async get(url: string): Promise<Buffer | null> {
    const cached = this.images.get(url);
    if (cached !== undefined) return cached;
    if (this.failed.has(url)) return null;
    const running = this.pending.get(url);
    if (running !== undefined) return running;
    const fetching = this.fetch(url).finally(() => this.pending.delete(url));
    this.pending.set(url, fetching);
    return fetching;
  }

  private async fetch(url: string): Promise<Buffer | null> {
    try {
      const fetched = await safeFetchBytes(url, {
        allowed: this.allowed,
        agents: this.agents,
        kind: 'image',
        timeoutMs: FETCH_TIMEOUT_MS,
        maxBytes: MAX_SOURCE_BYTES,
      });
      // Its own turn per image address: a venue's images are many, each asked for by some visitor.
      const image = await reencodeEventImage(fetched.body, `scraped:${url}`);
      this.images.set(url, image);
      return image;
    } catch (error) {
      this.logger.warn({ url, err: error }, 'scraped image not served');
      this.failed.set(url, true);
      return null;
    }
  }
}
