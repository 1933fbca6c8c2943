import type { EventVisibility } from '@eventfold/contracts';
import type { Circle } from './friends/friends.query';

/** What decides who may see an event: whose it is, where it came from and who it is for. */
export interface VisibleEvent {
  /** null: the owner's own event; a venue's listing otherwise. */
  sourceId: string | null;
  /** The owner (of an own event). */
  userId: string;
  visibility: EventVisibility | null;
}

/**
 * Who may see an event (Nearby, the activity feed, GET /api/events/{id}): a venue's listing is
 * public; an own event is seen by its owner, by everyone when public, by the owner's friends when
 * friends-visible; blocked users see nothing of each other's own events. Signed out (null), only
 * listings and public events. An event in the viewer's own calendar (an invitation) is seen through
 * that copy, which the callers check first.
 */
export function canSeeEvent(viewerId: string | null, circle: Circle | null, event: VisibleEvent): boolean {
  if (event.sourceId !== null || event.userId === viewerId) return true;
  if (circle?.hidden.has(event.userId)) return false;
  if (event.visibility === 'public') return true;
  return event.visibility === 'friends' && circle !== null && circle.friends.has(event.userId);
}
