import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';

export interface CachedResponse {
  body: string;
  etag: string;
}

const MAX_ENTRIES = 2000;

/**
 * The serialised answers of GET /api/events, kept per user and range under the calendar read model's
 * version. Every open calendar refetches its range every 30 s, and between projection writes the
 * answer cannot change, so the store query and the JSON encoding are done once per change, not once
 * per poll. A write to the read model changes the version, which turns every entry stale.
 */
@Injectable()
export class EventsResponseCache {
  private readonly entries = new Map<string, CachedResponse & { version: string }>();

  async get(key: string, version: string | null, compute: () => Promise<unknown>): Promise<CachedResponse> {
    const cached = this.entries.get(key);
    if (cached !== undefined && version !== null && cached.version === version) {
      // Refresh its place in the insertion order: the oldest-used entry is evicted first.
      this.entries.delete(key);
      this.entries.set(key, cached);
      return cached;
    }
    const body = JSON.stringify(await compute());
    const response = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
    if (version !== null) this.remember(key, { ...response, version });
    return response;
  }

  private remember(key: string, entry: CachedResponse & { version: string }): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }
}
