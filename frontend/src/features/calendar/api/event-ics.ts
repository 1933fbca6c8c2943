/** GET /api/events/{id}/ics: a one-event iCalendar file, downloaded by the browser itself. */
export function eventIcsUrl(eventId: string): string {
  return `/api/events/${encodeURIComponent(eventId)}/ics`;
}
