import { DateTime } from 'luxon';
import { extractEvents } from '../extract-events';

/** The events a test's page yields for a user in `zone` at `now`. */
export function pageEvents(body: string, zone: string, now: string, url = 'https://venue.example/events') {
  return extractEvents({ url, contentType: 'text/html', body }, { timezone: zone, now: new Date(now) });
}

/** A page's events as a reader checks them: the title and the local start ("2026-12-08T10:30") in `zone`. */
export function titlesAndStarts(body: string, zone: string, now: string, url?: string) {
  return pageEvents(body, zone, now, url).map((event) => ({
    title: event.title,
    start: DateTime.fromISO(event.startDate, { zone }).toFormat("yyyy-MM-dd'T'HH:mm"),
  }));
}
