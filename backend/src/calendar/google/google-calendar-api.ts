import { Inject, Injectable } from '@nestjs/common';
import { DateTime } from 'luxon';
import type { CalendarEventView } from '@eventfold/contracts';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';

/** Google answered 401: the access token expired or was revoked. */
export class GoogleCalendarUnauthorizedError extends Error {
  override readonly name = 'GoogleCalendarUnauthorizedError';
}

/** Any other failure: the user sees "Failed to add event to Google Calendar", the log the details. */
export class GoogleCalendarFailedError extends Error {
  override readonly name = 'GoogleCalendarFailedError';
}

const TIMEOUT_MS = 10_000;
const DEFAULT_DURATION_HOURS = 1;

export interface GoogleCalendarEventWritten {
  id: string;
  htmlLink: string;
}

/**
 * Google's start and end: a timed event's in its own zone (an hour when it gives no end); an all-day
 * event's as dates, the end exclusive: the day after its last day (the calendar stores the last day).
 */
export function googleEventTimes(
  event: Pick<CalendarEventView, 'startDate' | 'endDate' | 'allDay' | 'timezone'>,
) {
  const start = DateTime.fromISO(event.startDate, { zone: event.timezone });
  const givenEnd = event.endDate ? DateTime.fromISO(event.endDate, { zone: event.timezone }) : null;
  if (event.allDay) {
    const lastDay = givenEnd !== null && givenEnd > start ? givenEnd : start;
    return { start: { date: start.toISODate() }, end: { date: lastDay.plus({ days: 1 }).toISODate() } };
  }
  const end =
    givenEnd !== null && givenEnd > start ? givenEnd : start.plus({ hours: DEFAULT_DURATION_HOURS });
  return {
    start: { dateTime: start.toISO(), timeZone: event.timezone },
    end: { dateTime: end.toISO(), timeZone: event.timezone },
  };
}

/**
 * The Calendar API at its HTTP boundary (events.insert and events.update on the primary calendar).
 * Plain fetch: two calls do not warrant a client library.
 */
@Injectable()
export class GoogleCalendarApi {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Updates `existingId` when given; when Google no longer has it (deleted there), inserts anew. */
  async write(
    accessToken: string,
    event: CalendarEventView,
    existingId: string | undefined,
  ): Promise<GoogleCalendarEventWritten> {
    const body = this.resource(event);
    if (existingId !== undefined) {
      const updated = await this.call(accessToken, 'PUT', `/${encodeURIComponent(existingId)}`, body);
      if (updated !== null) return updated;
    }
    const inserted = await this.call(accessToken, 'POST', '', body);
    if (inserted === null) throw new GoogleCalendarFailedError('insert answered 404');
    return inserted;
  }

  /** The event as Google Calendar's resource: times in the event's own zone, a link back to its page. */
  private resource(event: CalendarEventView): Record<string, unknown> {
    const link = `${this.config.publicUrl}/event/${encodeURIComponent(event.id)}`;
    return {
      summary: event.title,
      ...(event.location ? { location: event.location } : {}),
      description: [event.description, `Eventfold: ${link}`].filter(Boolean).join('\n\n'),
      ...googleEventTimes(event),
      source: { title: 'Eventfold', url: link },
      extendedProperties: { private: { eventfoldEventId: event.id } },
    };
  }

  private async call(
    accessToken: string,
    method: 'POST' | 'PUT',
    path: string,
    body: Record<string, unknown>,
  ): Promise<GoogleCalendarEventWritten | null> {
    let response: Response;
    try {
      response = await fetch(
        `${this.config.googleCalendarApiUrl}/calendar/v3/calendars/primary/events${path}`,
        {
          method,
          headers: { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        },
      );
    } catch (error) {
      throw new GoogleCalendarFailedError(`Calendar API unreachable: ${String(error)}`);
    }
    if (response.status === 401) throw new GoogleCalendarUnauthorizedError('Calendar API answered 401');
    if (response.status === 404 || response.status === 410) return null;
    if (!response.ok) throw new GoogleCalendarFailedError(`Calendar API answered ${response.status}`);
    const written = (await response.json()) as Partial<GoogleCalendarEventWritten>;
    if (typeof written.id !== 'string' || typeof written.htmlLink !== 'string')
      throw new GoogleCalendarFailedError('Calendar API answered without id or htmlLink');
    return { id: written.id, htmlLink: written.htmlLink };
  }
}
