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
import { FriendsQuery } from './friends.query';

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

  /** What the viewer's friends did, newest first. */
  async feed(viewerId: string): Promise<FriendActivity[]> {
    const friendIds = [...(await this.friends.circle(viewerId)).friends];
    if (friendIds.length === 0) return [];
    const docs = await this.projections
      .collection<ActivityDocument>('activity')
      .find({ _id: { $in: friendIds } });
    const actors = await this.users.flags(friendIds);
    const items = docs
      .flatMap((doc) =>
        doc.items.filter((item) => shared(item, actors.get(doc.userId))).map((item) => ({ doc, item })),
      )
      .sort((a, b) =>
        a.item.createdAt < b.item.createdAt ? 1 : a.item.createdAt > b.item.createdAt ? -1 : 0,
      )
      .slice(0, ACTIVITY_FEED_SIZE);
    const titles = await this.titles(
      items.filter(({ item }) => item.eventTitle === null).map(({ item }) => item.eventId),
    );
    const user = await this.users.byIds(items.map(({ doc }) => doc.userId));
    return items.map(({ doc, item }) => ({
      id: item.id,
      user: user(doc.userId),
      action: item.action,
      event: { id: item.eventId, title: item.eventTitle ?? titles.get(item.eventId) ?? 'an event' },
      createdAt: item.createdAt,
    }));
  }

  /** Favorites carry no title; any calendar's copy of the event has it. */
  private async titles(eventIds: string[]): Promise<Map<string, string>> {
    if (eventIds.length === 0) return new Map();
    const copies = await this.projections
      .collection<CalendarEventDocument>('calendar')
      .find({ eventId: { $in: [...new Set(eventIds)] }, kind: 'event' });
    return new Map(copies.map((copy) => [copy.eventId, copy.title]));
  }
}
