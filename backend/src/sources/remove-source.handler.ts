import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../infrastructure/events/event-serializer';
import { SourceStreams } from './source-streams';

export class RemoveSource extends Command<bigint | null> {
  constructor(
    readonly userId: string,
    readonly sourceId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

/** The source's events go with it: SourceRemoved names them for the calendar. */
@CommandHandler(RemoveSource)
export class RemoveSourceHandler implements ICommandHandler<RemoveSource> {
  constructor(private readonly sources: SourceStreams) {}

  async execute({ userId, sourceId, context }: RemoveSource): Promise<bigint | null> {
    const result = await this.sources.execute(sourceId, { type: 'RemoveSource', userId }, context);
    return result.position;
  }
}
