import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { TaughtPattern } from '@eventfold/contracts';
import type { CommandContext } from '../infrastructure/events/event-serializer';
import { SourceStreams } from './source-streams';
import { sourceWrite, type SourceWrite } from './source-write';

/** Saves a pattern the server learnt from the owner's examples (never one a client sent) and rescans with it. */
export class TeachSource extends Command<SourceWrite> {
  constructor(
    readonly userId: string,
    readonly sourceId: string,
    readonly pattern: TaughtPattern,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(TeachSource)
export class TeachSourceHandler implements ICommandHandler<TeachSource> {
  constructor(private readonly sources: SourceStreams) {}

  async execute({ userId, sourceId, pattern, context }: TeachSource): Promise<SourceWrite> {
    const command = { type: 'TeachSource', userId, pattern, scanId: randomUUID() } as const;
    return sourceWrite(sourceId, await this.sources.execute(sourceId, command, context));
  }
}
