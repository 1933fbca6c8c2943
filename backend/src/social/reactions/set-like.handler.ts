import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../infrastructure/events/event-serializer';
import { SocialStreams } from '../social-streams';
import type { AccessibleEvent } from './event-access';
import { likesDecider, likesStreamId } from './likes.decider';

/** Like (`liked: true`) or unlike; either is idempotent. The caller has checked access to the event. */
export class SetLike extends Command<bigint | null> {
  constructor(
    readonly userId: string,
    readonly event: AccessibleEvent,
    readonly liked: boolean,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(SetLike)
export class SetLikeHandler implements ICommandHandler<SetLike> {
  constructor(private readonly streams: SocialStreams) {}

  async execute({ userId, event, liked, context }: SetLike): Promise<bigint | null> {
    const target = { userId, eventId: event.eventId, eventOwnerId: event.ownerId };
    const command = liked
      ? ({ type: 'LikeEvent', ...target, eventTitle: event.title } as const)
      : ({ type: 'UnlikeEvent', ...target } as const);
    const { position } = await this.streams.execute(likesStreamId(userId), likesDecider, command, context);
    return position;
  }
}
