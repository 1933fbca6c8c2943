import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../infrastructure/events/event-serializer';
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
  constructor(private readonly sources: SourceStreams) {}

  async execute({ sourceId, scanId, outcome, context, now }: RecordScanResult): Promise<bigint | null> {
    const command = { type: 'RecordScanResult', scanId, now: now.toISOString(), outcome } as const;
    const result = await this.sources.executeRetrying(sourceId, command, context);
    return result.position;
  }
}
