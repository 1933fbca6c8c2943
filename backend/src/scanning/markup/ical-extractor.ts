import ICAL from 'ical.js';
import { DateTime } from 'luxon';
import { geoCoordinates } from './geo-coordinates';
import { type ExtractionContext, type RawEvent } from '../scanned-event';

type IcalTime = InstanceType<typeof ICAL.Time>;
type IcalEvent = InstanceType<typeof ICAL.Event>;

/** Recurring events are expanded this far ahead, and never past this many occurrences. */
const HORIZON_DAYS = 366;
const MAX_OCCURRENCES = 500;
/**
 * What one document's events expand to, all of them together: a feed of many recurring events (a
 * "recurrence bomb") stops here, however many events it holds. Steps count every occurrence the
 * rules produce, past ones skipped too.
 */
export const ICAL_EXPANSION_LIMITS = { occurrences: 2_000, steps: 20_000 } as const;

/** What is left of a document's expansion. */
interface Expansion {
  occurrences: number;
  steps: number;
}

export function looksLikeIcal(body: string): boolean {
  return /^\s*BEGIN:VCALENDAR/i.test(body);
}

/**
 * ISO text for an iCalendar time: a date alone, an absolute instant when the feed names a UTC or
 * TZID time, or a floating wall-clock time left for the source's timezone.
 */
function isoOf(time: IcalTime, tzid: string | null): string {
  const parts = {
    year: time.year,
    month: time.month,
    day: time.day,
    hour: time.hour,
    minute: time.minute,
    second: time.second,
  };
  if (time.isDate) return DateTime.fromObject(parts).toISODate()!;
  if (time.zone?.tzid === 'UTC') return DateTime.fromObject(parts, { zone: 'utc' }).toISO()!;
  if (tzid) {
    const zoned = DateTime.fromObject(parts, { zone: tzid });
    if (zoned.isValid) return zoned.toISO()!;
    // A zone only the feed's own VTIMEZONE defines (Outlook and Exchange write "Eastern Standard Time"): ical.js
    // reckons the instant from that definition's offsets and DST rules.
    if (time.zone?.component) return new Date(time.toUnixTime() * 1000).toISOString();
  }
  return DateTime.fromObject(parts).toISO({ includeOffset: false })!;
}

/** The zone's name when luxon knows it (an IANA name), else null: Outlook's "Eastern Standard Time" is not one. */
function knownZone(name: string | null): string | null {
  return name !== null && DateTime.local().setZone(name).isValid ? name : null;
}

/** The feed's zone (Google Calendar's and Outlook's X-WR-TIMEZONE), when it is one luxon knows. */
function feedZone(calendar: InstanceType<typeof ICAL.Component>): string | null {
  const zone: unknown = calendar.getFirstPropertyValue('x-wr-timezone');
  return typeof zone === 'string' ? knownZone(zone.trim()) : null;
}

/** RFC 5545 GEO: "latitude;longitude" as two floats (ical.js reads it as a pair). */
function geoOf(event: IcalEvent): RawEvent['geo'] {
  const value: unknown = event.component.getFirstPropertyValue('geo');
  const pair = Array.isArray(value) ? value : typeof value === 'string' ? value.split(/[;,]/) : [];
  return pair.length === 2 ? geoCoordinates(pair[0], pair[1]) : null;
}

/**
 * An all-day event's last day: DTEND;VALUE=DATE is the day after it (RFC 5545, exclusive), while every
 * other tier (and the calendar) names the last day itself; none for a one-day event.
 */
function lastDayOf(start: IcalTime, end: IcalTime): string | null {
  const last = DateTime.fromObject({ year: end.year, month: end.month, day: end.day }).minus({ days: 1 });
  const first = DateTime.fromObject({ year: start.year, month: start.month, day: start.day });
  return last > first ? last.toISODate() : null;
}

function toRaw(
  event: IcalEvent,
  start: IcalTime,
  end: IcalTime | null,
  occurrenceId: string | null,
  calendarZone: string | null,
): RawEvent {
  const written = event.component.getFirstProperty('dtstart')?.getParameter('tzid');
  const tzid = typeof written === 'string' ? written : null;
  const url = event.component.getFirstPropertyValue('url');
  return {
    tier: 'ical',
    title: event.summary ?? '',
    start: isoOf(start, tzid),
    end: end ? (end.isDate ? lastDayOf(start, end) : isoOf(end, tzid)) : null,
    allDay: start.isDate,
    location: event.location ?? null,
    description: event.description ?? null,
    geo: geoOf(event),
    url: typeof url === 'string' ? url : null,
    // Floating times and all-day dates are the feed's zone's; an event's own zone is where it takes place.
    timezone: knownZone(tzid) ?? calendarZone,
    sourceId: event.uid ? (occurrenceId ? `${event.uid}#${occurrenceId}` : event.uid) : null,
    provenance: `iCalendar VEVENT${event.uid ? ` UID ${event.uid}` : ''}${occurrenceId ? `, occurrence ${occurrenceId}` : ''}`,
  };
}

function expand(
  event: IcalEvent,
  context: ExtractionContext,
  calendarZone: string | null,
  left: Expansion,
): RawEvent[] {
  if (left.occurrences <= 0) return [];
  if (!event.isRecurring()) {
    left.occurrences -= 1;
    const occurrenceId = event.isRecurrenceException() ? isoOf(event.recurrenceId, null) : null;
    return [toRaw(event, event.startDate, event.endDate ?? null, occurrenceId, calendarZone)];
  }
  const from = DateTime.fromJSDate(context.now).minus({ days: 1 });
  const until = DateTime.fromJSDate(context.now).plus({ days: HORIZON_DAYS });
  const iterator = event.iterator();
  const events: RawEvent[] = [];
  for (
    let next = iterator.next(), count = 0;
    next && count < MAX_OCCURRENCES * 4 && left.steps > 0;
    next = iterator.next(), count += 1
  ) {
    left.steps -= 1;
    const when = DateTime.fromObject({ year: next.year, month: next.month, day: next.day });
    if (when > until || events.length >= MAX_OCCURRENCES || left.occurrences <= 0) break;
    if (when < from) continue;
    const details = event.getOccurrenceDetails(next);
    events.push(toRaw(details.item, details.startDate, details.endDate, isoOf(next, null), calendarZone));
    left.occurrences -= 1;
  }
  return events;
}

/**
 * Every event of an iCalendar document, recurring ones expanded from today within a year, in the
 * document's order up to its expansion limits.
 */
export function extractIcal(body: string, context: ExtractionContext): RawEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(body));
  const components = calendar.getAllSubcomponents('vevent');
  const masters = new Map<string, IcalEvent>();
  const events: IcalEvent[] = [];
  for (const component of components) {
    if (String(component.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED') continue;
    const event = new ICAL.Event(component);
    if (!event.isRecurrenceException()) {
      masters.set(event.uid, event);
      events.push(event);
    }
  }
  // Modified occurrences (RECURRENCE-ID) replace their slot in the master's expansion. Without a
  // master in the feed (Google Calendar exports moved instances alone) each is an event in itself.
  for (const component of components) {
    const exception = new ICAL.Event(component);
    if (!exception.isRecurrenceException()) continue;
    const master = masters.get(exception.uid);
    if (master?.isRecurring()) master.relateException(exception);
    else events.push(exception);
  }
  const calendarZone = feedZone(calendar);
  const left: Expansion = { ...ICAL_EXPANSION_LIMITS };
  return events.flatMap((event) => expand(event, context, calendarZone, left));
}
