/** The link shape of a shared event (spec: /event/{id}), absolute for pasting elsewhere. */
export function eventShareLink(eventId: string, origin = window.location.origin): string {
  return `${origin}/event/${encodeURIComponent(eventId)}`;
}
