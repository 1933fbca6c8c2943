import { type CalendarEventView } from '@eventfold/contracts';

/** The legend's four event types (spec section 4), in the order a conflict is decided. */
export type EventKind = 'invited' | 'shared' | 'created' | 'venue';

export const EVENT_KIND_LABELS: Readonly<Record<EventKind, string>> = {
  invited: 'Shared with You',
  shared: 'You Shared',
  created: 'Your Created Event',
  venue: 'Venue Event',
};

export function eventKind(
  event: Pick<CalendarEventView, 'isInvited' | 'sharedByMe' | 'source'> & { foundNearby?: boolean },
): EventKind {
  if (event.isInvited) return 'invited';
  if (event.sharedByMe) return 'shared';
  // Someone else's event the user is going to is a listing they found, not one they made.
  if (event.source === null && event.foundNearby !== true) return 'created';
  return 'venue';
}

/** Legend colours: purple, green and yellow fills with a stronger edge; venue events are white. */
export const EVENT_KIND_COLORS: Readonly<
  Record<Exclude<EventKind, 'venue'>, { fill: string; edge: string }>
> = {
  invited: { fill: '#f3e8ff', edge: '#9333ea' },
  shared: { fill: '#dcfce7', edge: '#16a34a' },
  created: { fill: '#fef9c3', edge: '#ca8a04' },
};

/** Fill and left edge of an event: a venue event's edge is its category's colour. */
export function eventKindColors(kind: EventKind, categoryEdge: string): { fill: string; edge: string } {
  return kind === 'venue' ? { fill: '#ffffff', edge: categoryEdge } : EVENT_KIND_COLORS[kind];
}

/** The chip of an event the user answered in Nearby (the same words as its buttons there). */
export const RSVP_LABELS: Readonly<Record<NonNullable<CalendarEventView['rsvp']>, string>> = {
  going: 'Going',
  interested: 'Interested',
};
