import type { NearbyEventDocument } from '@eventfold/projections';
import type { Circle } from '../social/friends/friends.query';

/**
 * Who finds an event in Nearby: a venue's listing is public; an own event is seen by its owner, by
 * everyone when public, by the owner's friends when friends-visible; blocked users see nothing of
 * each other's own events.
 */
export function canSeeEvent(viewerId: string, circle: Circle, event: NearbyEventDocument): boolean {
  if (event.sourceId !== null || event.userId === viewerId) return true;
  if (circle.hidden.has(event.userId)) return false;
  if (event.visibility === 'public') return true;
  return event.visibility === 'friends' && circle.friends.has(event.userId);
}
