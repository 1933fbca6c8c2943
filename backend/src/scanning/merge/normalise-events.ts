import { tidyLocation } from '@eventfold/contracts';
import { type ExtractedEvent, type ExtractionContext, type RawEvent } from '../scanned-event';
import { readEventTime, startOfToday } from '../year-zone/event-time';
import { hashedExternalId } from './external-id';
import { toHttpUrl, toPlainText } from '../parse/plain-text';
import { zoneFromAddress } from '../year-zone/venue-zone';

export interface NormaliseContext extends ExtractionContext {
  /** The page the events came from: relative URLs resolve against it. */
  pageUrl: string;
  /** The URL the user added; hashed ids derive from it so they survive a move to another sub-page. */
  sourceUrl: string;
}

/**
 * How far ahead an event the markup calls past may still be believed: pages are cached and rendered
 * days late, so a near date wins; one months ahead is a yearless date misread into next year.
 */
const PAST_MARK_TRUST_MS = 31 * 86_400_000;

/**
 * An event read from the page, built once in its final shape (its id set when the page's ids are
 * counted): a rest-destructure and a spread per event cost a 1 MB listing several milliseconds.
 */
function toEvent(raw: RawEvent, context: NormaliseContext): ExtractedEvent | null {
  const title = toPlainText(raw.title, 300);
  // However the page wrote it ("IL, 60640", empty parts), stored as people write an address.
  const location = tidyLocation(toPlainText(raw.location, 500));
  // The venue's own zone where its address names one, or the page's one venue address does; else the source's
  // (the user's) zone.
  const timezone = zoneFromAddress(location) ?? raw.timezone ?? context.timezone;
  const start = readEventTime(raw.start, timezone);
  if (!title || !start) return null;
  const end = readEventTime(raw.end, timezone);
  const allDay = raw.allDay ?? start.dateOnly;
  const endDate = end && end.epochMs >= start.epochMs ? end.utc : null;
  const event: ExtractedEvent = {
    externalId: '',
    title,
    startDate: start.utc,
    endDate,
    allDay,
    timezone,
    location,
    url: toHttpUrl(raw.url, context.pageUrl),
    imageUrl: toHttpUrl(raw.imageUrl, context.pageUrl),
    description: toPlainText(raw.description),
    geo: raw.geo ?? null,
    tier: raw.tier,
    provenance: raw.provenance ?? raw.tier,
  };
  return event;
}

function count(counts: Map<string, number>, value: string | null): void {
  if (value) counts.set(value, (counts.get(value) ?? 0) + 1);
}

export interface NormalisedPage {
  events: ExtractedEvent[];
  /** Read, but already over before today. */
  past: number;
  /** Read by a tier, but without a usable title or start. */
  unreadable: number;
}

/**
 * Turns one page's raw events into calendar events: plain text, absolute URLs, UTC instants, a
 * stable id, and only what has not ended before today in the source's timezone. A page id or URL
 * serves as the id only when no other event on the page shares it (a shared "Tickets" link would
 * otherwise fold a whole season into one event). Says how many were left out, and why.
 */
export function normalisePage(raws: RawEvent[], context: NormaliseContext): NormalisedPage {
  const today = startOfToday(context.now, context.timezone).toUTC().toISO()!;
  const markedPastAfter = new Date(context.now.getTime() + PAST_MARK_TRUST_MS).toISOString();
  // The events kept, each with its page id and whether it starts when seen: lists side by side, not an object each.
  const events: ExtractedEvent[] = [];
  const keptSourceIds: Array<string | null> = [];
  const keptStartsWhenSeen: boolean[] = [];
  const sourceIds = new Map<string, number>();
  const urls = new Map<string, number>();
  let readable = 0;
  // An index loop: run once per page, this is seldom optimised before a long listing is through, and unoptimised,
  // each step of a for-of makes an object.
  for (let index = 0; index < raws.length; index += 1) {
    const raw = raws[index]!;
    const event = toEvent(raw, context);
    if (event === null) continue;
    readable += 1;
    if (
      (event.endDate ?? event.startDate) < today ||
      (raw.markedPast === true && event.startDate > markedPastAfter)
    )
      continue;
    const sourceId = toPlainText(raw.sourceId, 500);
    events.push(event);
    keptSourceIds.push(sourceId);
    keptStartsWhenSeen.push(raw.startsWhenSeen === true);
    count(sourceIds, sourceId);
    count(urls, event.url);
  }
  for (let index = 0; index < events.length; index += 1) {
    const event = events[index]!;
    const sourceId = keptSourceIds[index];
    if (sourceId && sourceIds.get(sourceId) === 1) event.externalId = `id:${sourceId}`;
    else if (event.url && urls.get(event.url) === 1 && event.url !== context.pageUrl)
      event.externalId = `url:${event.url}`;
    else
      event.externalId = hashedExternalId(
        context.sourceUrl,
        event.title,
        keptStartsWhenSeen[index] ? `until ${event.endDate}` : event.startDate,
      );
  }
  return { events, past: readable - events.length, unreadable: raws.length - readable };
}

export function normaliseEvents(raws: RawEvent[], context: NormaliseContext): ExtractedEvent[] {
  return normalisePage(raws, context).events;
}
