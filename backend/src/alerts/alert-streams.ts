import { Injectable } from '@nestjs/common';
import { WrongExpectedRevisionError, type DomainEvent } from '@eventfold/contracts';
import type { Decider } from '../infrastructure/events/command-handling';
import type { CommandContext } from '../infrastructure/events/event-serializer';
import { CommandStreams } from '../infrastructure/events/command-streams';

/** The alerts context's write side: alert rules, and the alerts and reminders recorded for people. */
@Injectable()
export class AlertStreams extends CommandStreams {
  /**
   * For what must be recorded once however many instances find it (an alert, a reminder): a
   * writer that lost the race to another finds the stream taken, and once is what we want. True:
   * this call recorded it (and so may tell the person).
   */
  async recordOnce<State, Event extends DomainEvent>(
    streamId: string,
    decider: Decider<State, Event, Event>,
    event: Event,
    context: CommandContext,
  ): Promise<boolean> {
    try {
      return (await this.execute(streamId, decider, event, context)).events.length > 0;
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
      return false;
    }
  }
}
