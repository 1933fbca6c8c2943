import { Inject, Injectable } from '@nestjs/common';
import { WrongExpectedRevisionError, type EventStore } from '@eventfold/contracts';
import { handleCommand, type CommandResult } from '../infrastructure/events/command-handling';
import { EventSerializer, type CommandContext } from '../infrastructure/events/event-serializer';
import { EVENT_STORE } from '../infrastructure/stores.tokens';
import { sourceDecider, sourceStreamId } from './source.decider';
import type { SourceCommand, SourceEvent, SourceState } from './source.types';

/** The Source aggregate's write side: every sources command handler goes through here. */
@Injectable()
export class SourceStreams {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly serializer: EventSerializer,
  ) {}

  execute(
    sourceId: string,
    command: SourceCommand,
    context: CommandContext,
  ): Promise<CommandResult<SourceEvent>> {
    return handleCommand(this.deps(), sourceStreamId(sourceId), sourceDecider, command, context);
  }

  /**
   * For the background worker, which has no user to answer 409 to: a concurrent edit of the same
   * source is decided again on the new state (the decider drops the result if it became stale).
   */
  async executeRetrying(
    sourceId: string,
    command: SourceCommand,
    context: CommandContext,
    attempts = 3,
  ): Promise<CommandResult<SourceEvent>> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.execute(sourceId, command, context);
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError) || attempt >= attempts) throw error;
      }
    }
  }

  /** The current state, for answers a command that appended nothing still needs (the pending scan). */
  async load(sourceId: string): Promise<SourceState> {
    let state = sourceDecider.initialState();
    for (const stored of await this.eventStore.readStream(sourceStreamId(sourceId))) {
      const event = await this.serializer.deserialize(stored);
      if (event !== null) state = sourceDecider.evolve(state, event as unknown as SourceEvent);
    }
    return state;
  }

  private deps() {
    return { eventStore: this.eventStore, serializer: this.serializer };
  }
}
