import { Inject, Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import type { CalendarEventDocument, CalendarSourceDocument } from '@eventfold/projections';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { bodyOf, type BodyParts } from '../infrastructure/web/body-parts';
import { sourceSummary, toCalendarEventView } from './calendar-event.views';
import type { CalendarEventHead } from './calendar-range-index';

const NO_SOURCES: ReadonlyMap<string, CalendarSourceDocument> = new Map();

const OPEN = Buffer.from('[');
const CLOSE = Buffer.from(']');
const COMMA = Buffer.from(',');
const SOURCE = Buffer.from(',"source":');
const END_OF_ENTRY = Buffer.from('}');
/** A Buffer of its own (not a slice of Node's shared pool, which would keep 8 KB alive) and its header. */
const BUFFER_OVERHEAD_BYTES = 160;

/**
 * Each calendar entry's JSON, encoded once per change of the entry rather than once per request: a
 * busy month is thousands of entries, and most of a range's answer is the same entries again. Keyed
 * by the document id and `_position` (the last event applied to it), so it is right whichever
 * process projected the change. Kept as bytes, so an answer is the list of them (no string of the
 * whole answer, no re-encoding, no joined copy). The source's name and category are joined per answer, as they
 * change apart from the entry. Bounded in bytes.
 */
@Injectable()
export class CalendarEventJson {
  private readonly encoded: LRUCache<string, Buffer>;

  constructor(@Inject(APP_CONFIG) config: Pick<AppConfig, 'eventsCacheMaxBytes'>) {
    this.encoded = new LRUCache({
      maxSize: config.eventsCacheMaxBytes,
      sizeCalculation: (json, key) => json.length + key.length + BUFFER_OVERHEAD_BYTES,
    });
  }

  /**
   * `[…]` of the entries' GET /api/events views, in the order of `heads`. Entries whose JSON is not
   * kept are read in full through `load` (one query for all of them); an entry gone meanwhile is
   * left out, and one changed meanwhile is answered as it is now.
   */
  async list(
    heads: readonly CalendarEventHead[],
    sources: ReadonlyMap<string, CalendarSourceDocument>,
    load: (ids: string[]) => Promise<CalendarEventDocument[]>,
  ): Promise<BodyParts> {
    const entries = heads.map((head) => this.kept(head));
    const missing = heads.filter((_head, index) => entries[index] === undefined);
    if (missing.length > 0) {
      const loaded = new Map(
        (await load(missing.map((head) => head._id))).map((event) => [event._id, event]),
      );
      heads.forEach((head, index) => {
        const event = loaded.get(head._id);
        if (entries[index] === undefined && event !== undefined) entries[index] = this.encode(event);
      });
    }
    const sourceJson = new Map<string | null, Buffer>();
    const parts: Buffer[] = [OPEN];
    heads.forEach((head, index) => {
      const entry = entries[index];
      if (entry === undefined) return;
      let source = sourceJson.get(head.sourceId);
      if (source === undefined) {
        source = Buffer.from(JSON.stringify(sourceSummary(head, sources)));
        sourceJson.set(head.sourceId, source);
      }
      if (parts.length > 1) parts.push(COMMA);
      parts.push(entry, SOURCE, source, END_OF_ENTRY);
    });
    parts.push(CLOSE);
    return bodyOf(parts);
  }

  /**
   * The entry's JSON if it is known: on the head itself when the range index holds it (no lookup
   * at all), else from the cache (then kept on the head for the next range of the same version).
   */
  private kept(head: CalendarEventHead): Buffer | undefined {
    if (head.json !== undefined) return head.json;
    head.entryKey ??= entryKey(head);
    const json = this.encoded.get(head.entryKey);
    if (json !== undefined) head.json = json;
    return json;
  }

  /** The view's JSON but its `source` and closing brace. */
  private encode(event: CalendarEventDocument): Buffer {
    const { source: _source, ...view } = toCalendarEventView(event, NO_SOURCES);
    const text = JSON.stringify(view);
    const json = Buffer.allocUnsafeSlow(Buffer.byteLength(text) - 1);
    json.write(text.slice(0, -1));
    this.encoded.set(entryKey(event), json);
    return json;
  }
}

function entryKey(head: Pick<CalendarEventHead, '_id' | '_position'>): string {
  return `${head._id}@${head._position}`;
}
