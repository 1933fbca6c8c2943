import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../infrastructure/events/event-serializer';
import { SourceStreams } from './source-streams';
import { sourceWrite, type SourceWrite } from './source-write';
import type { ScanReason } from './source.types';

export class RequestScan extends Command<SourceWrite> {
  constructor(
    readonly userId: string,
    readonly sourceId: string,
    readonly reason: ScanReason,
    readonly context: CommandContext,
  ) {
    super();
  }
}

/**
 * A source with a scan already pending joins that scan: the answer names it, so the caller can make
 * sure it runs (it may be one a restart left behind).
 */
@CommandHandler(RequestScan)
export class RequestScanHandler implements ICommandHandler<RequestScan> {
  constructor(private readonly sources: SourceStreams) {}

  async execute({ userId, sourceId, reason, context }: RequestScan): Promise<SourceWrite> {
    const command = { type: 'RequestScan', userId, scanId: randomUUID(), reason } as const;
    const written = sourceWrite(sourceId, await this.sources.execute(sourceId, command, context));
    if (written.scanId !== null) return written;
    const state = await this.sources.load(sourceId);
    return { ...written, scanId: state.status === 'added' ? state.pendingScanId : null };
  }
}
