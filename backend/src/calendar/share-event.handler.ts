import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../infrastructure/events/event-serializer';
import { CalendarStreams } from './calendar-streams';
import { eventSharesDecider, eventSharesStreamId } from './event-shares.decider';

type ShareEventResult = { position: bigint | null };

/** The caller has checked that the event is in the user's calendar. */
export class ShareEvent extends Command<ShareEventResult> {
  constructor(
    readonly userId: string,
    readonly eventId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(ShareEvent)
export class ShareEventHandler implements ICommandHandler<ShareEvent> {
  constructor(private readonly streams: CalendarStreams) {}

  async execute({ userId, eventId, context }: ShareEvent): Promise<ShareEventResult> {
    const { position } = await this.streams.execute(
      eventSharesStreamId(userId),
      eventSharesDecider,
      { type: 'ShareEvent', userId, eventId, shortUrlId: randomUUID() },
      context,
    );
    return { position };
  }
}
