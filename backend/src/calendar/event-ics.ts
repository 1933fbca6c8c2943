import ical, { ICalAlarmType, type ICalEventData } from 'ical-generator';
import { DateTime } from 'luxon';
import type { CalendarEventDocument } from '@eventfold/projections';

const PRODUCT_ID = { company: 'Eventfold', product: 'Eventfold', language: 'EN' };

/** Stable across feeds, downloads and rebuilds, so a calendar app updates rather than duplicates. */
export function eventUid(eventId: string): string {
  return `${eventId}@eventfold`;
}

/** An all-day event's day: a date, which only its own zone can name. */
const dayOf = (event: CalendarEventDocument, iso: string) => DateTime.fromISO(iso, { zone: event.timezone });

/** Timed events are written in UTC; all-day ones as their days. */
function icsTime(event: CalendarEventDocument, iso: string): Date | DateTime {
  return event.allDay ? dayOf(event, iso) : new Date(iso);
}

/**
 * DTEND: a timed event's end (or its range's); an all-day event's is the day after its last day (RFC 5545
 * counts it out), where the calendar stores the last day itself, as the scanner reads it.
 */
function end(event: CalendarEventDocument): Date | DateTime {
  if (event.allDay && event.endDate !== null) return dayOf(event, event.endDate).plus({ days: 1 });
  return icsTime(event, event.endDate ?? event.rangeEnd);
}

export interface IcsOptions {
  /** The person's reminder lead time: an alarm that long before each event they are going to (0: none). */
  remindBeforeMinutes?: number;
}

function toIcalEvent(event: CalendarEventDocument, origin: string, options: IcsOptions): ICalEventData {
  const lead = options.remindBeforeMinutes ?? 0;
  return {
    id: eventUid(event.eventId),
    sequence: event.sequence,
    stamp: new Date(event.updatedAt),
    lastModified: new Date(event.updatedAt),
    created: new Date(event.createdAt),
    start: icsTime(event, event.startDate),
    end: end(event),
    allDay: event.allDay,
    summary: event.title,
    description: event.description,
    location: event.location,
    url: uri(event.url) ?? `${origin}/event/${event.eventId}`,
    alarms:
      lead > 0 && event.rsvp === 'going'
        ? [{ type: ICalAlarmType.display, triggerBefore: lead * 60, description: event.title }]
        : [],
  };
}

/**
 * RFC 5545 TEXT for the calendar's name: ical-generator escapes an event's texts but writes NAME and
 * X-WR-CALNAME as given, where a line break would start a property (or an alarm) of the sender's choosing.
 */
function icsText(value: string): string {
  return (
    value
      .replace(/\r\n?/g, '\n')
      .replace(/[\\;,]/g, (special) => `\\${special}`)
      .replace(/\n/g, '\\n')
      // eslint-disable-next-line no-control-regex -- matching control characters is the point
      .replace(/[\u0000-\u001f\u007f]/g, '')
  );
}

/** A URI as the WHATWG parser normalises it (which drops tabs and line breaks), or nothing. */
function uri(value: string | null): string | null {
  if (value === null) return null;
  try {
    return new URL(value).href;
  } catch {
    return null;
  }
}

export function icsCalendar(
  events: readonly CalendarEventDocument[],
  origin: string,
  name: string,
  options: IcsOptions = {},
): string {
  const calendar = ical({ prodId: PRODUCT_ID, name: icsText(name) });
  for (const event of events) calendar.createEvent(toIcalEvent(event, origin, options));
  return calendar.toString();
}

/** A download name from the title: letters, digits and dashes only. */
export function icsFileName(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug === '' ? 'event' : slug}.ics`;
}
