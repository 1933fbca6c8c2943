import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../infrastructure/events/event-serializer';
import { SocialStreams } from '../social-streams';
import { commentDecider, commentStreamId } from './comment.decider';

/** Soft deletion by the author: the comment stays in the log and the read model, marked deleted. */
export class DeleteComment extends Command<bigint | null> {
  constructor(
    readonly userId: string,
    readonly eventId: string,
    readonly commentId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(DeleteComment)
export class DeleteCommentHandler implements ICommandHandler<DeleteComment> {
  constructor(private readonly streams: SocialStreams) {}

  async execute({ userId, eventId, commentId, context }: DeleteComment): Promise<bigint | null> {
    const { position } = await this.streams.execute(
      commentStreamId(commentId),
      commentDecider,
      { type: 'DeleteComment', commentId, eventId, userId },
      context,
    );
    return position;
  }
}
