import { Inject, Injectable } from '@nestjs/common';
import type { DomainEvent, EventStore } from '@eventfold/contracts';
import { handleCommand, type CommandResult, type Decider } from '../infrastructure/events/command-handling';
import { EventSerializer, type CommandContext } from '../infrastructure/events/event-serializer';
import { EVENT_STORE } from '../infrastructure/stores.tokens';

/** The calendar context's write side: every command handler runs its decider through here. */
@Injectable()
export class CalendarStreams {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly serializer: EventSerializer,
  ) {}

  execute<State, Command, Event extends DomainEvent>(
    streamId: string,
    decider: Decider<State, Command, Event>,
    command: Command,
    context: CommandContext,
  ): Promise<CommandResult<Event>> {
    return handleCommand(
      { eventStore: this.eventStore, serializer: this.serializer },
      streamId,
      decider,
      command,
      context,
    );
  }

  /**
   * For records no rule guards (analytics): appended without reading the stream, which would only
   * grow, and with `any` revision since concurrent records never conflict.
   */
  async record(streamId: string, event: DomainEvent, context: CommandContext): Promise<void> {
    await this.eventStore.appendToStream(streamId, [await this.serializer.serialize(event, context)], 'any');
  }
}
