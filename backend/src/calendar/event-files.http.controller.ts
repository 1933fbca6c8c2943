import { Controller, Get, Inject, NotFoundException, Param, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { EVENT_MESSAGES } from '@eventfold/contracts';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { CalendarQuery } from './calendar.query';
import { EventImages } from './event-images';
import { icsCalendar, icsFileName } from './event-ics';

/** Files of one event, public like the shared event page: its image and an .ics to add it anywhere. */
@Controller('api/events')
export class EventFilesHttpController {
  constructor(
    private readonly calendar: CalendarQuery,
    private readonly images: EventImages,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get(':id/image')
  async image(
    @Param('id') eventId: string,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    const event = await this.calendar.originalCopy(eventId);
    const image = event?.imageId ? await this.images.get(event.imageId) : null;
    if (event === null || image === null || event.imageId === null) throw notFound();
    // An image id names one immutable picture; revalidating by ETag keeps a replaced image possible.
    const etag = `"${event.imageId}"`;
    response.set({ 'Cache-Control': 'public, max-age=86400', ETag: etag });
    if (request.get('If-None-Match') === etag) {
      response.status(304).end();
      return;
    }
    response.status(200).type('image/webp').send(image);
  }

  @Get(':id/ics')
  async ics(@Param('id') eventId: string, @Res() response: Response): Promise<void> {
    const event = await this.calendar.originalCopy(eventId);
    if (event === null) throw notFound();
    response
      .status(200)
      .set({
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': `attachment; filename="${icsFileName(event.title)}"`,
        'Cache-Control': 'no-cache',
      })
      .send(icsCalendar([event], this.config.publicUrl, event.title));
  }
}

function notFound(): NotFoundException {
  return new NotFoundException({ message: EVENT_MESSAGES.notFound });
}
