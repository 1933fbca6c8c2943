import { createHash } from 'node:crypto';
import {
  BadRequestException,
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  NotFoundException,
  Param,
  Patch,
  Post,
  Query,
  Req,
  Res,
  ServiceUnavailableException,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request, Response } from 'express';
import {
  createEventFieldsSchema,
  EVENT_MESSAGES,
  eventsRangeQuerySchema,
  monthCountsQuerySchema,
  type CalendarEventView,
  type MonthCount,
  type FavoriteResponse,
  type PublicEvent,
  type ShareResponse,
  updateEventFieldsSchema,
} from '@eventfold/contracts';
import type { z } from 'zod';
import type { CommandContext } from '../infrastructure/events/event-serializer';
import { ProjectionsService } from '../infrastructure/events/projections.service';
import { AuthenticatedGuard, sessionUserId } from '../infrastructure/http/authenticated.guard';
import { CurrentUserId, RequestContext } from '../infrastructure/http/request-context';
import { ZodValidationPipe } from '../infrastructure/http/zod-validation.pipe';
import { WriteLimits } from '../infrastructure/rate-limits/write-limits';
import { sendBody } from '../infrastructure/web/body-parts';
import { preferredEncoding } from '../infrastructure/web/content-encoding';
import { RsvpAccess } from '../nearby/rsvp-access';
import { CalendarQuery } from './calendar.query';
import { CreateEvent } from './create-event.handler';
import { DeleteEvent } from './delete-event.handler';
import { eventUploadInterceptor } from './event-upload.interceptor';
import { EventsRangeWork } from './events-range-work';
import { EventsResponseCache } from './events-response-cache';
import { PublicEventAccess } from './public-event-access';
import { ShareEvent } from './share-event.handler';
import { ToggleFavorite } from './toggle-favorite.handler';
import { UpdateEvent } from './update-event.handler';

/**
 * The calendar's events. Another user's event answers 404 exactly like a missing one, so ids reveal
 * nothing; only GET /api/events/{id} may answer signed out (a listing, a public or link-shared event;
 * see PublicEventAccess), and it answers the public fields alone.
 */
@Controller('api/events')
export class EventsHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly calendar: CalendarQuery,
    private readonly projections: ProjectionsService,
    private readonly responses: EventsResponseCache,
    private readonly rangeWork: EventsRangeWork,
    private readonly rsvpAccess: RsvpAccess,
    private readonly writeLimits: WriteLimits,
    private readonly publicEvents: PublicEventAccess,
  ) {}

  /**
   * The ETag is the user's calendar version and the range, so a poll of an unchanged calendar is
   * answered 304 before any query; otherwise from the response cache while that version holds.
   */
  @Get()
  @UseGuards(AuthenticatedGuard)
  async list(
    @CurrentUserId() userId: string,
    @Query(new ZodValidationPipe(eventsRangeQuerySchema)) query: z.output<typeof eventsRangeQuerySchema>,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    const from = new Date(query.from);
    const to = new Date(query.to);
    const range = `${from.toISOString()}|${to.toISOString()}`;
    const version = await this.calendar.version(userId);
    const etag = revalidate(request, response, version, range);
    if (etag === null) return;
    const answer = await this.responses.get(userId, range, version, preferredEncoding(request), async () => {
      const events = await this.rangeWork.run(userId, `${range}|${version}`, () =>
        this.calendar.range(userId, version, from, to),
      );
      if (events !== null) return events;
      throw new BadRequestException({ message: EVENT_MESSAGES.rangeTooManyEvents });
    });
    response.setHeader('ETag', etag);
    // Compressed here, once per cached answer, rather than by the compression middleware on every send.
    response.vary('Accept-Encoding');
    if (answer.encoding !== 'identity') response.setHeader('Content-Encoding', answer.encoding);
    response.type('json');
    await sendBody(response, answer.body);
  }

  /** Before `:id`, which would take the path otherwise. Revalidated like the ranges themselves. */
  @Get('month-counts')
  @UseGuards(AuthenticatedGuard)
  async monthCounts(
    @CurrentUserId() userId: string,
    @Query(new ZodValidationPipe(monthCountsQuerySchema)) query: z.output<typeof monthCountsQuerySchema>,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    const from = new Date(query.from);
    const to = new Date(query.to);
    const key = `month-counts|${from.toISOString()}|${to.toISOString()}|${query.timezone}`;
    const version = await this.calendar.version(userId);
    const etag = revalidate(request, response, version, key);
    if (etag === null) return;
    const counts = await this.rangeWork.run(userId, `${key}|${version}`, () =>
      this.calendar.monthCounts(userId, version, from, to, query.timezone),
    );
    response.setHeader('ETag', etag);
    response.json(counts satisfies MonthCount[]);
  }

  @Post()
  @UseGuards(AuthenticatedGuard)
  @UseInterceptors(eventUploadInterceptor)
  async create(
    @CurrentUserId() userId: string,
    @RequestContext() context: CommandContext,
    @Body(new ZodValidationPipe(createEventFieldsSchema)) fields: z.output<typeof createEventFieldsSchema>,
    @Req() request: Request,
  ): Promise<CalendarEventView> {
    await this.writeLimits.admit('events', userId, () => this.calendar.ownEventCount(userId));
    const { eventId, position } = await this.commands.execute(
      new CreateEvent(userId, fields, request.file?.buffer, context),
    );
    await this.projections.waitFor(position);
    const created = await this.calendar.viewerEvent(userId, eventId);
    // Only when the read models lag past the read-your-writes timeout; the event itself is saved.
    if (created === null)
      throw new ServiceUnavailableException({ message: 'Your event was saved and will appear shortly.' });
    return created;
  }

  /** The owner's edit: the create form again, multipart when the picture changes. */
  @Patch(':id')
  @UseGuards(AuthenticatedGuard)
  @UseInterceptors(eventUploadInterceptor)
  async update(
    @CurrentUserId() userId: string,
    @RequestContext() context: CommandContext,
    @Param('id') eventId: string,
    @Body(new ZodValidationPipe(updateEventFieldsSchema)) fields: z.output<typeof updateEventFieldsSchema>,
    @Req() request: Request,
  ): Promise<CalendarEventView> {
    const { position } = await this.commands.execute(
      new UpdateEvent(userId, eventId, fields, request.file?.buffer, context),
    );
    await this.projections.waitFor(position);
    const updated = await this.calendar.viewerEvent(userId, eventId);
    if (updated === null)
      throw new ServiceUnavailableException({ message: 'Your change was saved and will appear shortly.' });
    return updated;
  }

  @Delete(':id')
  @UseGuards(AuthenticatedGuard)
  async remove(
    @CurrentUserId() userId: string,
    @RequestContext() context: CommandContext,
    @Param('id') eventId: string,
  ): Promise<{ success: true }> {
    const { position } = await this.commands.execute(new DeleteEvent(userId, eventId, context));
    await this.projections.waitFor(position);
    return { success: true };
  }

  @Get(':id')
  async publicEvent(@Param('id') eventId: string, @Req() request: Request): Promise<PublicEvent> {
    const event = await this.publicEvents.readable(sessionUserId(request) ?? null, eventId);
    if (event === null) throw notFound();
    return event;
  }

  @Patch(':id/favorite')
  @UseGuards(AuthenticatedGuard)
  async toggleFavorite(
    @CurrentUserId() userId: string,
    @RequestContext() context: CommandContext,
    @Param('id') eventId: string,
  ): Promise<FavoriteResponse> {
    // Events found in Nearby can be favorites too; access answers 404 like a missing event otherwise.
    if (!(await this.calendar.isInCalendar(userId, eventId))) await this.rsvpAccess.target(userId, eventId);
    const { favorited, position } = await this.commands.execute(new ToggleFavorite(userId, eventId, context));
    await this.projections.waitFor(position);
    return { eventId, favorited };
  }

  @Post(':id/share')
  @HttpCode(200)
  @UseGuards(AuthenticatedGuard)
  async share(
    @CurrentUserId() userId: string,
    @RequestContext() context: CommandContext,
    @Param('id') eventId: string,
  ): Promise<ShareResponse> {
    await this.ownCalendarEvent(userId, eventId);
    const { position } = await this.commands.execute(new ShareEvent(userId, eventId, context));
    await this.projections.waitFor(position);
    const link = await this.calendar.shortUrl(userId, eventId);
    if (link === null) throw new ServiceUnavailableException({ message: 'Please try again in a moment.' });
    return { shortUrlId: link, url: `/event/${eventId}` };
  }

  private async ownCalendarEvent(userId: string, eventId: string): Promise<void> {
    if (!(await this.calendar.isInCalendar(userId, eventId))) throw notFound();
  }
}

/**
 * Answers 304 (and null) when the client's copy of `key` under the user's calendar `version` is
 * current; else the ETag to send with the answer. The answer is the user's own: private, and
 * revalidated on every poll. The ETag is set only with the answer: a refusal (too many events,
 * too many at once) is no answer to revalidate, so the client must not send it back.
 */
function revalidate(request: Request, response: Response, version: string, key: string): string | null {
  const etag = rangeEtag(version, key);
  response.set({ 'Cache-Control': 'private, no-cache', ETag: etag });
  if (request.fresh) {
    response.status(304).end();
    return null;
  }
  response.removeHeader('ETag');
  return etag;
}

/** Opaque: the version carries log positions, which are nobody's business. */
function rangeEtag(version: string, range: string): string {
  return `"${createHash('sha1').update(`${version}|${range}`).digest('base64url').slice(0, 22)}"`;
}

function notFound(): NotFoundException {
  return new NotFoundException({ message: EVENT_MESSAGES.notFound });
}
