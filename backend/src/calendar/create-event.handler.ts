import { randomUUID } from 'node:crypto';
import { BadRequestException } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DEFAULT_TIMEZONE, EVENT_MESSAGES, type createEventFieldsSchema } from '@eventfold/contracts';
import type { z } from 'zod';
import { UsersQuery } from '../identity/users.query';
import type { CommandContext } from '../infrastructure/events/event-serializer';
import { CalendarStreams } from './calendar-streams';
import { eventDecider, eventStreamId } from './event.decider';
import { EventImages } from './event-images';
import { reencodeEventImage } from './event-image';
import { eventTimes } from './event-times';

type CreateEventResult = { eventId: string; position: bigint | null };

export class CreateEvent extends Command<CreateEventResult> {
  constructor(
    readonly userId: string,
    readonly fields: z.output<typeof createEventFieldsSchema>,
    readonly image: Buffer | undefined,
    readonly context: CommandContext,
  ) {
    super();
  }
}

/** The date and times are read in the user's own timezone (settings), the one their calendar shows. */
@CommandHandler(CreateEvent)
export class CreateEventHandler implements ICommandHandler<CreateEvent> {
  constructor(
    private readonly streams: CalendarStreams,
    private readonly users: UsersQuery,
    private readonly images: EventImages,
  ) {}

  async execute({ userId, fields, image, context }: CreateEvent): Promise<CreateEventResult> {
    const timezone = (await this.users.findById(userId))?.timezone ?? DEFAULT_TIMEZONE;
    const times = eventTimes(fields, timezone);
    if (times === null) throw new BadRequestException({ message: EVENT_MESSAGES.dateTimeRequired });
    const eventId = randomUUID();
    let imageId: string | null = null;
    if (image !== undefined) {
      imageId = randomUUID();
      await this.images.put(imageId, userId, await reencodeEventImage(image, userId));
    }
    const result = await this.streams.execute(
      eventStreamId(eventId),
      eventDecider,
      {
        type: 'CreateEvent',
        event: {
          eventId,
          userId,
          title: fields.title,
          description: fields.description === '' ? null : fields.description,
          location: fields.location,
          ...times,
          timezone,
          imageId,
          visibility: fields.visibility,
        },
      },
      context,
    );
    return { eventId, position: result.position };
  }
}
