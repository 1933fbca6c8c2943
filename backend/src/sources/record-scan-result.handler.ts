import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../infrastructure/events/event-serializer';
import { RsvpedEventNotices } from '../nearby/rsvped-event-notices';
import { SourceStreams } from './source-streams';
import type { ScanOutcome } from './source.types';

export class RecordScanResult extends Command<bigint | null> {
  constructor(
    readonly sourceId: string,
    readonly scanId: string,
    readonly outcome: ScanOutcome,
    readonly context: CommandContext,
    readonly now: Date = new Date(),
  ) {
    super();
  }
}

/** The scan worker's only write: what a finished scan found, or why it failed. */
@CommandHandler(RecordScanResult)
export class RecordScanResultHandler implements ICommandHandler<RecordScanResult> {
  constructor(
    private readonly sources: SourceStreams,
    private readonly notices: RsvpedEventNotices,
  ) {}

  async execute({ sourceId, scanId, outcome, context, now }: RecordScanResult): Promise<bigint | null> {
    const command = { type: 'RecordScanResult', scanId, now: now.toISOString(), outcome } as const;
    // Read before the result lands, while the listings people answered are still as they saw them.
    const state = await this.sources.load(sourceId);
    const answered =
      state.status === 'added'
        ? await this.notices.answered(
            state.userId,
            Object.values(state.events).map((event) => event.eventId),
          )
        : new Map();
    const result = await this.sources.executeRetrying(sourceId, command, context);
    await this.notices.record(answered, result.events, context);
    return result.position;
  }
}
