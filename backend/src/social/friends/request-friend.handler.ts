import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult } from '../../infrastructure/events/command-handling';
import { DomainError } from '../../infrastructure/events/domain-error';
import type { CommandContext } from '../../infrastructure/events/event-serializer';
import { PublicUsers } from '../public-users';
import { SOCIAL_ERRORS } from '../social-messages';
import { SocialStreams } from '../social-streams';
import { FriendsQuery } from './friends.query';
import { friendshipDecider, friendshipStreamId, type FriendshipEvent } from './friendship.decider';

export class RequestFriend extends Command<CommandResult<FriendshipEvent>> {
  constructor(
    readonly requesterId: string,
    readonly addresseeId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(RequestFriend)
export class RequestFriendHandler implements ICommandHandler<RequestFriend> {
  constructor(
    private readonly streams: SocialStreams,
    private readonly friends: FriendsQuery,
    private readonly users: PublicUsers,
  ) {}

  async execute({
    requesterId,
    addresseeId,
    context,
  }: RequestFriend): Promise<CommandResult<FriendshipEvent>> {
    if (requesterId === addresseeId) throw new DomainError(SOCIAL_ERRORS.requestYourself, 400);
    if (!(await this.users.exists(addresseeId))) throw new DomainError(SOCIAL_ERRORS.userNotFound, 404);
    // A block either way answers like any refusal: the blocked user is not told they are blocked.
    if (await this.friends.isHiddenFrom(requesterId, addresseeId))
      throw new DomainError(SOCIAL_ERRORS.cannotRequest, 403);
    return this.streams.execute(
      friendshipStreamId(requesterId, addresseeId),
      friendshipDecider,
      { type: 'RequestFriend', requesterId, addresseeId },
      context,
    );
  }
}
