/** Where /invite?eventId= leads: the shared event page with its invitation banner, or home. */
export function inviteTarget(eventId: string | null): string {
  const id = eventId?.trim();
  return id ? `/event/${encodeURIComponent(id)}?invite=true` : '/';
}
