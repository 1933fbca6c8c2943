import { type CalendarEventView } from '@eventfold/contracts';

/** A calendar item as GET /api/events answers it: the user's own event unless `overrides` say otherwise. */
export function calendarEvent(id: string, overrides: Partial<CalendarEventView> = {}): CalendarEventView {
  return {
    id,
    sourceId: null,
    userId: 'u1',
    title: `Event ${id}`,
    description: null,
    startDate: '2026-12-05T02:00:00.000Z',
    endDate: null,
    allDay: false,
    timezone: 'America/Chicago',
    location: null,
    url: null,
    imageUrl: null,
    externalId: null,
    favorited: false,
    isInvited: false,
    invitedById: null,
    visibility: null,
    sharedByMe: false,
    rsvp: null,
    foundNearby: false,
    source: null,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}
