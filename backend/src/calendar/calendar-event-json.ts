import { Inject, Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import type { CalendarEventDocument, CalendarSourceDocument } from '@eventfold/projections';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { sourceSummary, toCalendarEventView } from './calendar-event.views';

const NO_SOURCES: ReadonlyMap<string, CalendarSourceDocument> = new Map();

/**
 * Each calendar entry's JSON, encoded once per change of the entry rather than once per request: a
 * busy month is thousands of entries, and most of a range's answer is the same entries again. Keyed
 * by the document id and `_position` (the last event applied to it), so it is right whichever
 * process projected the change. The source's name and category are joined per answer, as they
 * change apart from the entry. Bounded in bytes.
 */
@Injectable()
export class CalendarEventJson {
  private readonly encoded: LRUCache<string, string>;

  constructor(@Inject(APP_CONFIG) config: Pick<AppConfig, 'eventsCacheMaxBytes'>) {
    this.encoded = new LRUCache({
      maxSize: config.eventsCacheMaxBytes,
      // Strings of JSON here are ASCII-heavy: one byte a character, plus the key and the entry.
      sizeCalculation: (json, key) => json.length + key.length + 64,
    });
  }

  /** `[…]` of the entries' GET /api/events views. */
  list(
    events: readonly CalendarEventDocument[],
    sources: ReadonlyMap<string, CalendarSourceDocument>,
  ): Buffer {
    const sourceJson = new Map<string | null, string>();
    const parts: string[] = [];
    for (const event of events) {
      let source = sourceJson.get(event.sourceId);
      if (source === undefined) {
        source = JSON.stringify(sourceSummary(event, sources));
        sourceJson.set(event.sourceId, source);
      }
      parts.push(`${this.withoutSource(event)},"source":${source}}`);
    }
    return Buffer.from(`[${parts.join(',')}]`);
  }

  /** The view's JSON but its `source` and closing brace. */
  private withoutSource(event: CalendarEventDocument): string {
    const key = `${event._id}@${event._position}`;
    let json = this.encoded.get(key);
    if (json === undefined) {
      const { source: _source, ...view } = toCalendarEventView(event, NO_SOURCES);
      json = JSON.stringify(view).slice(0, -1);
      this.encoded.set(key, json);
    }
    return json;
  }
}
