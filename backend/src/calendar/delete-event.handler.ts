import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../infrastructure/events/event-serializer';
import { CalendarQuery } from './calendar.query';
import { CalendarStreams } from './calendar-streams';
import { eventDecider, eventStreamId } from './event.decider';

export class DeleteEvent extends Command<{ position: bigint | null }> {
  constructor(
    readonly userId: string,
    readonly eventId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

/** The owner deletes their event; it leaves every calendar it was invited into as well. */
@CommandHandler(DeleteEvent)
export class DeleteEventHandler implements ICommandHandler<DeleteEvent> {
  constructor(
    private readonly streams: CalendarStreams,
    private readonly calendar: CalendarQuery,
  ) {}

  async execute({ userId, eventId, context }: DeleteEvent): Promise<{ position: bigint | null }> {
    const result = await this.streams.execute(
      eventStreamId(eventId),
      eventDecider,
      { type: 'DeleteEvent', userId, eventId, copyHolderIds: await this.calendar.copyHoldersOf(eventId) },
      context,
    );
    return { position: result.position };
  }
}
