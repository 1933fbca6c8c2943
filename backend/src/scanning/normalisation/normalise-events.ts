import { type ExtractedEvent, type ExtractionContext, type RawEvent } from '../scanned-event';
import { readEventTime, startOfToday } from './event-time';
import { hashedExternalId } from './external-id';
import { toHttpUrl, toPlainText } from './plain-text';
import { zoneFromAddress } from './venue-zone';

export interface NormaliseContext extends ExtractionContext {
  /** The page the events came from: relative URLs resolve against it. */
  pageUrl: string;
  /** The URL the user added; hashed ids derive from it so they survive a move to another sub-page. */
  sourceUrl: string;
}

type Draft = Omit<ExtractedEvent, 'externalId'> & { sourceId: string | null; markedPast: boolean };

/**
 * How far ahead an event the markup calls past may still be believed: pages are cached and rendered
 * days late, so a near date wins; one months ahead is a yearless date misread into next year.
 */
const PAST_MARK_TRUST_MS = 31 * 86_400_000;

function toDraft(raw: RawEvent, context: NormaliseContext): Draft | null {
  const title = toPlainText(raw.title, 300);
  const location = toPlainText(raw.location, 500);
  // The venue's own zone where its address names one, or the page's one venue address does; else the source's
  // (the user's) zone.
  const timezone = zoneFromAddress(location) ?? raw.timezone ?? context.timezone;
  const start = readEventTime(raw.start, timezone);
  if (!title || !start) return null;
  const end = readEventTime(raw.end, timezone);
  const allDay = raw.allDay ?? start.dateOnly;
  const endDate = end && end.epochMs >= start.epochMs ? end.utc : null;
  return {
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
    sourceId: toPlainText(raw.sourceId, 500),
    markedPast: raw.markedPast === true,
  };
}

function countBy(values: Array<string | null>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const value of values) if (value) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
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
  const readable = raws.map((raw) => toDraft(raw, context)).filter((draft) => draft !== null);
  const markedPastAfter = new Date(context.now.getTime() + PAST_MARK_TRUST_MS).toISOString();
  const drafts = readable.filter(
    (draft) =>
      (draft.endDate ?? draft.startDate) >= today && !(draft.markedPast && draft.startDate > markedPastAfter),
  );
  const sourceIds = countBy(drafts.map((draft) => draft.sourceId));
  const urls = countBy(drafts.map((draft) => draft.url));
  const events = drafts.map(({ sourceId, markedPast: _markedPast, ...event }) => {
    let externalId: string;
    if (sourceId && sourceIds.get(sourceId) === 1) externalId = `id:${sourceId}`;
    else if (event.url && urls.get(event.url) === 1 && event.url !== context.pageUrl)
      externalId = `url:${event.url}`;
    else externalId = hashedExternalId(context.sourceUrl, event.title, event.startDate);
    return { externalId, ...event };
  });
  return { events, past: readable.length - drafts.length, unreadable: raws.length - readable.length };
}

export function normaliseEvents(raws: RawEvent[], context: NormaliseContext): ExtractedEvent[] {
  return normalisePage(raws, context).events;
}
