import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../infrastructure/events/event-serializer';
import { SocialStreams } from '../social-streams';
import { commentDecider, commentStreamId } from './comment.decider';
import type { AccessibleEvent } from './event-access';

type PostedComment = { commentId: string; position: bigint | null };

/** `content` is already trimmed and within the length limit (the contract's schema). */
export class PostComment extends Command<PostedComment> {
  constructor(
    readonly userId: string,
    readonly event: AccessibleEvent,
    readonly content: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(PostComment)
export class PostCommentHandler implements ICommandHandler<PostComment> {
  constructor(private readonly streams: SocialStreams) {}

  async execute({ userId, event, content, context }: PostComment): Promise<PostedComment> {
    const commentId = randomUUID();
    const { position } = await this.streams.execute(
      commentStreamId(commentId),
      commentDecider,
      {
        type: 'PostComment',
        commentId,
        eventId: event.eventId,
        userId,
        content,
        eventOwnerId: event.ownerId,
        eventTitle: event.title,
      },
      context,
    );
    return { commentId, position };
  }
}
