import { createHash } from 'node:crypto';
import { Controller, Get, Inject, NotFoundException, Param, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { EVENT_MESSAGES } from '@eventfold/contracts';
import type { CalendarEventDocument } from '@eventfold/projections';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { CalendarQuery } from './calendar.query';
import { EventImages } from './event-images';
import { isRemoteImage, ScrapedImages } from './scraped-images';
import { icsCalendar, icsFileName } from './event-ics';

/** Files of one event, public like the shared event page: its image and an .ics to add it anywhere. */
@Controller('api/events')
export class EventFilesHttpController {
  constructor(
    private readonly calendar: CalendarQuery,
    private readonly images: EventImages,
    private readonly scrapedImages: ScrapedImages,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get(':id/image')
  async image(
    @Param('id') eventId: string,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    const event = await this.calendar.originalCopy(eventId);
    if (event === null) throw notFound();
    const picture = await this.picture(event);
    if (picture === null) throw notFound();
    const { image, etag } = picture;
    response.set({ 'Cache-Control': 'public, max-age=86400', ETag: etag });
    if (request.get('If-None-Match') === etag) {
      response.status(304).end();
      return;
    }
    response.status(200).type('image/webp').send(image);
  }

  /**
   * An uploaded image is named by its blob id, one immutable picture; a venue's picture by a hash of
   * its address. Revalidating by ETag keeps a replaced image possible.
   */
  private async picture(event: CalendarEventDocument): Promise<{ image: Buffer; etag: string } | null> {
    if (event.imageId !== null) {
      const image = await this.images.get(event.imageId);
      return image === null ? null : { image, etag: `"${event.imageId}"` };
    }
    if (!isRemoteImage(event.imageUrl)) return null;
    const image = await this.scrapedImages.get(event.imageUrl);
    const hash = createHash('sha256').update(event.imageUrl).digest('base64url').slice(0, 22);
    return image === null ? null : { image, etag: `"r-${hash}"` };
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
