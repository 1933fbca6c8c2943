import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../infrastructure/events/event-serializer';
import { lastPosition, SocialStreams } from '../social-streams';
import { blocksDecider, blocksStreamId } from './blocks.decider';
import { friendshipDecider, friendshipStreamId } from './friendship.decider';

export class BlockUser extends Command<bigint | null> {
  constructor(
    readonly blockerId: string,
    readonly blockedId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

/** The block first, then the friendship (or pending request) between the two ends. */
@CommandHandler(BlockUser)
export class BlockUserHandler implements ICommandHandler<BlockUser> {
  constructor(private readonly streams: SocialStreams) {}

  async execute({ blockerId, blockedId, context }: BlockUser): Promise<bigint | null> {
    const blocked = await this.streams.execute(
      blocksStreamId(blockerId),
      blocksDecider,
      { type: 'BlockUser', blockerId, blockedId },
      context,
    );
    const severed = await this.streams.execute(
      friendshipStreamId(blockerId, blockedId),
      friendshipDecider,
      { type: 'SeverForBlock', blockerId, blockedId },
      context,
    );
    return lastPosition(blocked.position, severed.position);
  }
}
