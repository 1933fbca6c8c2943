import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../infrastructure/events/event-serializer';
import { SocialStreams } from '../social-streams';
import { blocksDecider, blocksStreamId } from './blocks.decider';

/** Unblocking does not restore a friendship: that takes a new request. */
export class UnblockUser extends Command<bigint | null> {
  constructor(
    readonly blockerId: string,
    readonly blockedId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(UnblockUser)
export class UnblockUserHandler implements ICommandHandler<UnblockUser> {
  constructor(private readonly streams: SocialStreams) {}

  async execute({ blockerId, blockedId, context }: UnblockUser): Promise<bigint | null> {
    const { position } = await this.streams.execute(
      blocksStreamId(blockerId),
      blocksDecider,
      { type: 'UnblockUser', blockerId, blockedId },
      context,
    );
    return position;
  }
}
