import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AnalyticsEventRecorded } from '@eventfold/contracts';
import type { CommandContext } from '../infrastructure/events/event-serializer';
import { CalendarStreams } from './calendar-streams';

export class RecordAnalyticsEvent extends Command<void> {
  constructor(
    readonly record: AnalyticsEventRecorded['data'],
    readonly context: CommandContext,
  ) {
    super();
  }
}

/** Product analytics stay on our own backend, one stream per user: `analytics-{userId}`. */
@CommandHandler(RecordAnalyticsEvent)
export class RecordAnalyticsEventHandler implements ICommandHandler<RecordAnalyticsEvent> {
  constructor(private readonly streams: CalendarStreams) {}

  async execute({ record, context }: RecordAnalyticsEvent): Promise<void> {
    const event: AnalyticsEventRecorded = { type: 'AnalyticsEventRecorded', data: record };
    await this.streams.record(`analytics-${record.userId}`, event, context);
  }
}
