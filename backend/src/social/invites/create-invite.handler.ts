import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../infrastructure/events/event-serializer';
import { SocialStreams } from '../social-streams';
import { inviteDecider, inviteStreamId } from './invite.decider';
import { inviteTokenHash, newInviteToken } from './invite-token';

type CreatedInvite = { token: string; position: bigint | null };

export class CreateInvite extends Command<CreatedInvite> {
  constructor(
    readonly userId: string,
    readonly email: string | null,
    readonly context: CommandContext,
  ) {
    super();
  }
}

/** Only the token's hash is stored; the token goes back to the caller once, for the link. */
@CommandHandler(CreateInvite)
export class CreateInviteHandler implements ICommandHandler<CreateInvite> {
  constructor(private readonly streams: SocialStreams) {}

  async execute({ userId, email, context }: CreateInvite): Promise<CreatedInvite> {
    const inviteId = randomUUID();
    const token = newInviteToken();
    const { position } = await this.streams.execute(
      inviteStreamId(inviteId),
      inviteDecider,
      { type: 'CreateInvite', inviteId, userId, tokenHash: inviteTokenHash(token), email },
      context,
    );
    return { token, position };
  }
}
