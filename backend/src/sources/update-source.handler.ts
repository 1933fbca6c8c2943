import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { updateEventSourceSchema } from '@eventfold/contracts';
import type { z } from 'zod';
import type { CommandContext } from '../infrastructure/events/event-serializer';
import { SourceStreams } from './source-streams';
import { sourceWrite, type SourceWrite } from './source-write';

export type EditEventSource = z.infer<typeof updateEventSourceSchema>;

export class UpdateSource extends Command<SourceWrite> {
  constructor(
    readonly userId: string,
    readonly sourceId: string,
    readonly input: EditEventSource,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(UpdateSource)
export class UpdateSourceHandler implements ICommandHandler<UpdateSource> {
  constructor(private readonly sources: SourceStreams) {}

  async execute({ userId, sourceId, input, context }: UpdateSource): Promise<SourceWrite> {
    const result = await this.sources.execute(
      sourceId,
      { type: 'UpdateSource', userId, ...input, scanId: randomUUID() },
      context,
    );
    return sourceWrite(sourceId, result);
  }
}
