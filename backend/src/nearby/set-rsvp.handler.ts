import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { RsvpEventSnapshot, RsvpStatus } from '@eventfold/contracts';
import type { CommandContext } from '../infrastructure/events/event-serializer';
import { NearbyStreams } from './nearby-streams';
import { rsvpDecider, rsvpStreamId } from './rsvp.decider';

/**
 * Answer (a status) or withdraw (null) an RSVP; the caller has checked that the viewer sees the event
 * and hands over its snapshot for the viewer's calendar.
 */
export class SetRsvp extends Command<bigint | null> {
  constructor(
    readonly userId: string,
    readonly eventId: string,
    readonly answer: RsvpStatus | null,
    readonly event: RsvpEventSnapshot | null,
    readonly friendIds: readonly string[],
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(SetRsvp)
export class SetRsvpHandler implements ICommandHandler<SetRsvp> {
  constructor(private readonly streams: NearbyStreams) {}

  async execute({ userId, eventId, answer, event, friendIds, context }: SetRsvp): Promise<bigint | null> {
    const command =
      answer === null
        ? ({ type: 'WithdrawRsvp', userId, eventId } as const)
        : ({ type: 'AnswerRsvp', userId, eventId, answer, event, friendIds } as const);
    const { position } = await this.streams.execute(
      rsvpStreamId(eventId, userId),
      rsvpDecider,
      command,
      context,
    );
    return position;
  }
}
