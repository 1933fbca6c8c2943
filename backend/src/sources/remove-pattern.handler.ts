import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../infrastructure/events/event-serializer';
import { SourceStreams } from './source-streams';
import { sourceWrite, type SourceWrite } from './source-write';

/** Removes a source's taught pattern: scans read its page automatically again, starting with one now. */
export class RemovePattern extends Command<SourceWrite> {
  constructor(
    readonly userId: string,
    readonly sourceId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(RemovePattern)
export class RemovePatternHandler implements ICommandHandler<RemovePattern> {
  constructor(private readonly sources: SourceStreams) {}

  async execute({ userId, sourceId, context }: RemovePattern): Promise<SourceWrite> {
    const command = { type: 'RemovePattern', userId, scanId: randomUUID() } as const;
    return sourceWrite(sourceId, await this.sources.execute(sourceId, command, context));
  }
}
