import { Inject, Injectable } from '@nestjs/common';
import type { DomainEvent, EventStore } from '@eventfold/contracts';
import { handleCommand, type CommandResult, type Decider } from '../infrastructure/events/command-handling';
import { EventSerializer, type CommandContext } from '../infrastructure/events/event-serializer';
import { EVENT_STORE } from '../infrastructure/stores.tokens';

/** The social context's write side: every command handler runs its decider through here. */
@Injectable()
export class SocialStreams {
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
}

/** The later of two positions, for waiting on commands that wrote to several streams. */
export function lastPosition(...positions: (bigint | null)[]): bigint | null {
  return positions.reduce<bigint | null>(
    (last, p) => (p !== null && (last === null || p > last) ? p : last),
    null,
  );
}
