import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../infrastructure/events/event-serializer';
import { SocialStreams } from '../social-streams';
import { friendshipDecider, friendshipStreamId, type FriendshipCommand } from './friendship.decider';

type PairCommand = Extract<
  FriendshipCommand,
  { type: 'AcceptFriendRequest' | 'DeclineFriendRequest' | 'RemoveFriend' }
>;

/** Accept, decline or unfriend: the signed-in user acting on their pair's stream. */
export class ChangeFriendship extends Command<bigint | null> {
  constructor(
    readonly command: PairCommand,
    readonly context: CommandContext,
  ) {
    super();
  }
}

function counterpart(command: PairCommand): string {
  return command.type === 'RemoveFriend' ? command.friendId : command.requesterId;
}

@CommandHandler(ChangeFriendship)
export class ChangeFriendshipHandler implements ICommandHandler<ChangeFriendship> {
  constructor(private readonly streams: SocialStreams) {}

  async execute({ command, context }: ChangeFriendship): Promise<bigint | null> {
    const streamId = friendshipStreamId(command.userId, counterpart(command));
    const { position } = await this.streams.execute(streamId, friendshipDecider, command, context);
    return position;
  }
}
