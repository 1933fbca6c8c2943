import { Inject, Injectable } from '@nestjs/common';
import type { DomainEvent, EventStore } from '@eventfold/contracts';
import { EVENT_STORE } from '../stores.tokens';
import { handleCommand, type CommandResult, type Decider } from './command-handling';
import { EventSerializer, type CommandContext } from './event-serializer';

/** A context's write side: every command handler runs its decider through here. */
@Injectable()
export class CommandStreams {
  constructor(
    @Inject(EVENT_STORE) protected readonly eventStore: EventStore,
    protected readonly serializer: EventSerializer,
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
}
