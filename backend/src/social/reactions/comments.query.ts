import { Injectable } from '@nestjs/common';
import type { EventComment } from '@eventfold/contracts';
import type { CommentDocument } from '@eventfold/projections';
import { ProjectionsService } from '../../infrastructure/events/projections.service';
import type { Circle } from '../friends/friends.query';
import { FriendsQuery } from '../friends/friends.query';
import { ERASED_COMMENT_TEXT, PublicUsers } from '../public-users';

/** A comment the viewer may see: not deleted, and not by someone on either side of a block. */
export function isVisibleComment(comment: CommentDocument, circle: Circle): boolean {
  return comment.deletedAt === null && !circle.hidden.has(comment.userId);
}

function oldestFirst(a: CommentDocument, b: CommentDocument): number {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? -1 : 1;
  return Number(BigInt(a._position) - BigInt(b._position));
}

@Injectable()
export class CommentsQuery {
  constructor(
    private readonly projections: ProjectionsService,
    private readonly friends: FriendsQuery,
    private readonly users: PublicUsers,
  ) {}

  async visible(viewerId: string, eventId: string): Promise<EventComment[]> {
    const circle = await this.friends.circle(viewerId);
    const comments = (await this.comments().find({ eventId }))
      .filter((comment) => isVisibleComment(comment, circle))
      .sort(oldestFirst);
    const user = await this.users.byIds(comments.map((comment) => comment.userId));
    return comments.map((comment) => {
      const author = user(comment.userId);
      return {
        id: comment.commentId,
        eventId: comment.eventId,
        userId: comment.userId,
        content: comment.content ?? ERASED_COMMENT_TEXT,
        createdAt: comment.createdAt,
        user: { name: author.name, firstName: author.firstName, profileImageUrl: author.profileImageUrl },
      };
    });
  }

  async one(viewerId: string, eventId: string, commentId: string): Promise<EventComment | undefined> {
    return (await this.visible(viewerId, eventId)).find((comment) => comment.id === commentId);
  }

  comments() {
    return this.projections.collection<CommentDocument>('comments');
  }
}
