import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '../../infrastructure/events/domain-error';
import type { CommandContext } from '../../infrastructure/events/event-serializer';
import { PublicUsers } from '../public-users';
import { SOCIAL_ERRORS } from '../social-messages';
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

/**
 * The block first, then the friendship (or pending request) between the two ends. An id that is
 * nobody's answers 404, as a friend request to it does (and leaves nothing in the log).
 */
@CommandHandler(BlockUser)
export class BlockUserHandler implements ICommandHandler<BlockUser> {
  constructor(
    private readonly streams: SocialStreams,
    private readonly users: PublicUsers,
  ) {}

  async execute({ blockerId, blockedId, context }: BlockUser): Promise<bigint | null> {
    if (!(await this.users.exists(blockedId))) throw new DomainError(SOCIAL_ERRORS.userNotFound, 404);
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
