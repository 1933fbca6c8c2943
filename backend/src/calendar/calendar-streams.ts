import { Injectable } from '@nestjs/common';
import type { DomainEvent } from '@eventfold/contracts';
import { CommandStreams } from '../infrastructure/events/command-streams';
import type { CommandContext } from '../infrastructure/events/event-serializer';

/** The calendar context's write side: every command handler runs its decider through here. */
@Injectable()
export class CalendarStreams extends CommandStreams {
  /**
   * For records no rule guards (analytics): appended without reading the stream, which would only
   * grow, and with `any` revision since concurrent records never conflict.
   */
  async record(streamId: string, event: DomainEvent, context: CommandContext): Promise<void> {
    await this.eventStore.appendToStream(streamId, [await this.serializer.serialize(event, context)], 'any');
  }
}
