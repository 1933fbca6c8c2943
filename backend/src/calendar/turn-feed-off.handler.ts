import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../infrastructure/events/event-serializer';
import { calendarFeedDecider, calendarFeedStreamId } from './calendar-feed.decider';
import { CalendarStreams } from './calendar-streams';

/** Switches the user's private feed off: its link stops working; null when it was off already. */
export class TurnFeedOff extends Command<{ position: bigint | null }> {
  constructor(
    readonly userId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(TurnFeedOff)
export class TurnFeedOffHandler implements ICommandHandler<TurnFeedOff> {
  constructor(private readonly streams: CalendarStreams) {}

  async execute({ userId, context }: TurnFeedOff): Promise<{ position: bigint | null }> {
    const { position } = await this.streams.execute(
      calendarFeedStreamId(userId),
      calendarFeedDecider,
      { type: 'TurnFeedOff', userId },
      context,
    );
    return { position };
  }
}
