import { randomUUID } from 'node:crypto';
import { BadRequestException } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DEFAULT_TIMEZONE, EVENT_MESSAGES, type updateEventFieldsSchema } from '@eventfold/contracts';
import type { z } from 'zod';
import { UsersQuery } from '../identity/users.query';
import type { CommandContext } from '../infrastructure/events/event-serializer';
import { CalendarQuery } from './calendar.query';
import { CalendarStreams } from './calendar-streams';
import { eventDecider, eventStreamId, type ImageChange } from './event.decider';
import { EventImages } from './event-images';
import { reencodeEventImage } from './event-image';
import { eventTimes } from './event-times';

type UpdateEventResult = { position: bigint | null };

export class UpdateEvent extends Command<UpdateEventResult> {
  constructor(
    readonly userId: string,
    readonly eventId: string,
    readonly fields: z.output<typeof updateEventFieldsSchema>,
    readonly image: Buffer | undefined,
    readonly context: CommandContext,
  ) {
    super();
  }
}

/**
 * The owner's edit, read like a new event: times in the owner's timezone, a new picture checked by
 * its bytes and re-encoded before anything is appended. Invited copies follow the change.
 */
@CommandHandler(UpdateEvent)
export class UpdateEventHandler implements ICommandHandler<UpdateEvent> {
  constructor(
    private readonly streams: CalendarStreams,
    private readonly users: UsersQuery,
    private readonly images: EventImages,
    private readonly calendar: CalendarQuery,
  ) {}

  async execute({ userId, eventId, fields, image, context }: UpdateEvent): Promise<UpdateEventResult> {
    const timezone = (await this.users.findById(userId))?.timezone ?? DEFAULT_TIMEZONE;
    const times = eventTimes(fields, timezone);
    if (times === null) throw new BadRequestException({ message: EVENT_MESSAGES.dateTimeRequired });
    let imageChange: ImageChange = fields.removeImage ? { kind: 'remove' } : { kind: 'keep' };
    if (image !== undefined) {
      const imageId = randomUUID();
      await this.images.put(imageId, userId, await reencodeEventImage(image, userId));
      imageChange = { kind: 'replace', imageId };
    }
    const result = await this.streams.execute(
      eventStreamId(eventId),
      eventDecider,
      {
        type: 'UpdateEvent',
        userId,
        content: {
          eventId,
          title: fields.title,
          description: fields.description === '' ? null : fields.description,
          location: fields.location,
          ...times,
          timezone,
        },
        visibility: fields.visibility,
        image: imageChange,
        copyHolderIds: await this.calendar.copyHoldersOf(eventId),
      },
      context,
    );
    return { position: result.position };
  }
}
