/** `/?event={id}` opens that event of the user's calendar: from a notification, an invitation, a link. */
export const EVENT_PARAM = 'event';

export function addressedEventPath(eventId: string): string {
  return `/?${new URLSearchParams({ [EVENT_PARAM]: eventId }).toString()}`;
}
