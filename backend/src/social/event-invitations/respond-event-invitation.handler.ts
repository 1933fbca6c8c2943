import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../infrastructure/events/event-serializer';
import { SocialStreams } from '../social-streams';
import { eventInvitationDecider, eventInvitationStreamId } from './event-invitation.decider';

/** The invitee accepts, or declines (which takes the event out of their calendar). */
export class RespondToEventInvitation extends Command<bigint | null> {
  constructor(
    readonly inviteeId: string,
    readonly eventId: string,
    readonly response: 'accepted' | 'declined',
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(RespondToEventInvitation)
export class RespondToEventInvitationHandler implements ICommandHandler<RespondToEventInvitation> {
  constructor(private readonly streams: SocialStreams) {}

  async execute({ inviteeId, eventId, response, context }: RespondToEventInvitation): Promise<bigint | null> {
    const type = response === 'accepted' ? 'AcceptEventInvitation' : 'DeclineEventInvitation';
    const { position } = await this.streams.execute(
      eventInvitationStreamId(eventId, inviteeId),
      eventInvitationDecider,
      { type, eventId, inviteeId },
      context,
    );
    return position;
  }
}
