import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DEFAULT_TIMEZONE, deriveSourceName, type createEventSourceSchema } from '@eventfold/contracts';
import type { z } from 'zod';
import { UsersQuery } from '../identity/users.query';
import type { CommandContext } from '../infrastructure/events/event-serializer';
import { SourceStreams } from './source-streams';
import { sourceWrite, type SourceWrite } from './source-write';

export type CreateEventSource = z.infer<typeof createEventSourceSchema>;

export class AddSource extends Command<SourceWrite> {
  constructor(
    readonly userId: string,
    readonly input: CreateEventSource,
    readonly context: CommandContext,
  ) {
    super();
  }
}

/** Names a nameless source after its host and reads its times in the owner's timezone unless told. */
@CommandHandler(AddSource)
export class AddSourceHandler implements ICommandHandler<AddSource> {
  constructor(
    private readonly sources: SourceStreams,
    private readonly users: UsersQuery,
  ) {}

  async execute({ userId, input, context }: AddSource): Promise<SourceWrite> {
    const sourceId = randomUUID();
    const timezone = input.timezone ?? (await this.users.findById(userId))?.timezone ?? DEFAULT_TIMEZONE;
    const result = await this.sources.execute(
      sourceId,
      {
        type: 'AddSource',
        sourceId,
        userId,
        name: input.name || deriveSourceName(input.url),
        url: input.url,
        category: input.category,
        timezone,
        isActive: input.isActive,
        zipCode: input.zipCode,
        scanId: randomUUID(),
      },
      context,
    );
    return sourceWrite(sourceId, result);
  }
}
