import { Injectable } from '@nestjs/common';
import type { z } from 'zod';
import type { eventLikeSchema, userLikeSchema } from '@eventfold/contracts';
import type { LikeDocument } from '@eventfold/projections';
import { ProjectionsService } from '../../infrastructure/events/projections.service';
import { FriendsQuery } from '../friends/friends.query';
import { PublicUsers } from '../public-users';

type EventLike = z.infer<typeof eventLikeSchema>;
type UserLike = z.infer<typeof userLikeSchema>;

const oldestFirst = (a: LikeDocument, b: LikeDocument) =>
  a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0;

@Injectable()
export class LikesQuery {
  constructor(
    private readonly projections: ProjectionsService,
    private readonly friends: FriendsQuery,
    private readonly users: PublicUsers,
  ) {}

  /** Who liked the event among the people the viewer may see: themselves and their friends. */
  async likers(viewerId: string, eventId: string): Promise<EventLike[]> {
    const circle = await this.friends.circle(viewerId);
    const likes = (await this.likes().find({ eventId }))
      .filter((like) => like.userId === viewerId || circle.friends.has(like.userId))
      .sort(oldestFirst);
    const user = await this.users.byIds(likes.map((like) => like.userId));
    return likes.map((like) => ({ userId: like.userId, user: user(like.userId), createdAt: like.createdAt }));
  }

  async isLikedBy(userId: string, eventId: string): Promise<boolean> {
    return (await this.likes().countDocuments({ userId, eventId })) > 0;
  }

  /** The user's own likes, newest first. */
  async ofUser(userId: string): Promise<UserLike[]> {
    const likes = (await this.likes().find({ userId })).sort(oldestFirst).reverse();
    return likes.map((like) => ({ eventId: like.eventId, createdAt: like.createdAt }));
  }

  likes() {
    return this.projections.collection<LikeDocument>('likes');
  }
}
