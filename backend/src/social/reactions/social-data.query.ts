import { Injectable } from '@nestjs/common';
import type { SocialData } from '@eventfold/contracts';
import { FriendsQuery } from '../friends/friends.query';
import { CommentsQuery, isVisibleComment } from './comments.query';
import { EventAccess } from './event-access';
import { LikesQuery } from './likes.query';

/**
 * Per event: how many of the viewer's friends liked it and how many comments the viewer can read.
 * Events outside the viewer's calendar answer zeros, like events nobody reacted to.
 */
@Injectable()
export class SocialDataQuery {
  constructor(
    private readonly access: EventAccess,
    private readonly friends: FriendsQuery,
    private readonly likes: LikesQuery,
    private readonly comments: CommentsQuery,
  ) {}

  async forEvents(viewerId: string, eventIds: readonly string[]): Promise<SocialData> {
    const result: SocialData = {};
    for (const eventId of eventIds) result[eventId] = { friendLikes: 0, commentCount: 0 };
    const visible = [...(await this.access.visibleIds(viewerId, eventIds))];
    if (visible.length === 0) return result;
    const circle = await this.friends.circle(viewerId);
    const [likes, comments] = await Promise.all([
      this.likes.likes().find({ eventId: { $in: visible } }),
      this.comments.comments().find({ eventId: { $in: visible } }),
    ]);
    for (const like of likes) if (circle.friends.has(like.userId)) result[like.eventId]!.friendLikes += 1;
    for (const comment of comments)
      if (isVisibleComment(comment, circle)) result[comment.eventId]!.commentCount += 1;
    return result;
  }
}
