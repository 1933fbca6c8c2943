import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { InviteDocument } from '@eventfold/projections';
import { DomainError } from '../../infrastructure/events/domain-error';
import type { CommandContext } from '../../infrastructure/events/event-serializer';
import { ProjectionsService } from '../../infrastructure/events/projections.service';
import { FriendsQuery } from '../friends/friends.query';
import { friendshipDecider, friendshipStreamId } from '../friends/friendship.decider';
import { SOCIAL_ERRORS } from '../social-messages';
import { lastPosition, SocialStreams } from '../social-streams';
import { inviteDecider, inviteStreamId } from './invite.decider';
import { inviteTokenHash } from './invite-token';

export class AcceptInvite extends Command<bigint | null> {
  constructor(
    readonly token: string,
    readonly acceptedById: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

/**
 * The invite is spent first (its stream guards single use, even against a concurrent accept), then
 * the two users are connected at once, with no request to answer.
 */
@CommandHandler(AcceptInvite)
export class AcceptInviteHandler implements ICommandHandler<AcceptInvite> {
  constructor(
    private readonly streams: SocialStreams,
    private readonly projections: ProjectionsService,
    private readonly friends: FriendsQuery,
  ) {}

  async execute({ token, acceptedById, context }: AcceptInvite): Promise<bigint | null> {
    const invite = await this.projections
      .collection<InviteDocument>('invites')
      .findOne({ tokenHash: inviteTokenHash(token) });
    if (invite === null) throw new DomainError(SOCIAL_ERRORS.inviteNotValid, 400);
    // Blocked either way: answered like a used link, so the answer reveals no block.
    if (await this.friends.isHiddenFrom(acceptedById, invite.referrerId))
      throw new DomainError(SOCIAL_ERRORS.invalidInvite, 400);
    const spent = await this.streams.execute(
      inviteStreamId(invite.inviteId),
      inviteDecider,
      { type: 'AcceptInvite', inviteId: invite.inviteId, acceptedById },
      context,
    );
    const connected = await this.streams.execute(
      friendshipStreamId(invite.referrerId, acceptedById),
      friendshipDecider,
      { type: 'ConnectViaInvite', referrerId: invite.referrerId, acceptedById, inviteId: invite.inviteId },
      context,
    );
    return lastPosition(spent.position, connected.position);
  }
}
