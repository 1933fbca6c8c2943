import { Injectable } from '@nestjs/common';
import type { FriendActivity } from '@eventfold/contracts';
import type {
  ActivityDocument,
  ActivityItem,
  CalendarEventDocument,
  UserDocument,
} from '@eventfold/projections';
import { ProjectionsService } from '../../infrastructure/events/projections.service';
import { PublicUsers } from '../public-users';
import { canSeeEvent } from '../event-visibility';
import { FriendsQuery, type Circle } from './friends.query';

export const ACTIVITY_FEED_SIZE = 50;

/** The actor's share flags decide, at read time, which of their actions friends see. */
function shared(item: ActivityItem, actor: UserDocument | undefined): boolean {
  if (actor === undefined) return false;
  switch (item.action) {
    case 'liked':
      return actor.shareLikes;
    case 'commented':
      return actor.shareComments;
    case 'favorited':
      return actor.shareFavorites;
    case 'going':
    case 'interested':
      // Friends see answers shown to friends or to everyone; private ones are the actor's alone.
      return actor.rsvpVisibility !== 'private';
    default: {
      const unknown: never = item.action;
      return unknown;
    }
  }
}

@Injectable()
export class ActivityQuery {
  constructor(
    private readonly projections: ProjectionsService,
    private readonly friends: FriendsQuery,
    private readonly users: PublicUsers,
  ) {}

  /**
   * What the viewer's friends did, newest first, about events the viewer may see themselves: a
   * friend's like of a private event they were invited to names nothing to the friend's friends.
   */
  async feed(viewerId: string): Promise<FriendActivity[]> {
    const circle = await this.friends.circle(viewerId);
    const friendIds = [...circle.friends];
    if (friendIds.length === 0) return [];
    const docs = await this.projections
      .collection<ActivityDocument>('activity')
      .find({ _id: { $in: friendIds } });
    const actors = await this.users.flags(friendIds);
    const candidates = docs
      .flatMap((doc) =>
        doc.items.filter((item) => shared(item, actors.get(doc.userId))).map((item) => ({ doc, item })),
      )
      .sort((a, b) =>
        a.item.createdAt < b.item.createdAt ? 1 : a.item.createdAt > b.item.createdAt ? -1 : 0,
      );
    const titles = new Map<string, string>();
    const items: typeof candidates = [];
    // A slice of the feed's size at a time: most items pass, so this is usually one read.
    for (
      let start = 0;
      start < candidates.length && items.length < ACTIVITY_FEED_SIZE;
      start += ACTIVITY_FEED_SIZE
    ) {
      const slice = candidates.slice(start, start + ACTIVITY_FEED_SIZE);
      for (const [eventId, title] of await this.visibleTitles(viewerId, circle, slice))
        titles.set(eventId, title);
      items.push(...slice.filter(({ item }) => titles.has(item.eventId)));
    }
    const user = await this.users.byIds(items.map(({ doc }) => doc.userId));
    return items.slice(0, ACTIVITY_FEED_SIZE).map(({ doc, item }) => ({
      id: item.id,
      user: user(doc.userId),
      action: item.action,
      event: { id: item.eventId, title: item.eventTitle ?? titles.get(item.eventId)! },
      createdAt: item.createdAt,
    }));
  }

  /**
   * The current title of each of these events the viewer may see (canSeeEvent, or a copy in their
   * own calendar). An event that is gone, or that only its owner and invitees may see, is left out.
   */
  private async visibleTitles(
    viewerId: string,
    circle: Circle,
    entries: readonly { item: ActivityItem }[],
  ): Promise<Map<string, string>> {
    const eventIds = [...new Set(entries.map(({ item }) => item.eventId))];
    const copies = await this.projections
      .collection<CalendarEventDocument>('calendar')
      .find({ eventId: { $in: eventIds }, kind: 'event' });
    const visible = new Map<string, string>();
    for (const copy of copies) {
      const original = copy.sourceId !== null || (!copy.isInvited && !copy.rsvpCopy);
      if (copy.userId === viewerId || (original && canSeeEvent(viewerId, circle, copy)))
        visible.set(copy.eventId, copy.title);
    }
    return visible;
  }
}
