import {
  Controller,
  Delete,
  Get,
  HttpCode,
  Inject,
  NotFoundException,
  Param,
  Post,
  Res,
  UseGuards,
} from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import { REMIND_BEFORE_DEFAULT, SERVER_MESSAGES, type CalendarFeed } from '@eventfold/contracts';
import type { CalendarFeedDocument, UserDocument } from '@eventfold/projections';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { CommandContext } from '../infrastructure/events/event-serializer';
import { ProjectionsService } from '../infrastructure/events/projections.service';
import { AuthenticatedGuard } from '../infrastructure/http/authenticated.guard';
import { CurrentUserId, RequestContext } from '../infrastructure/http/request-context';
import { CalendarQuery } from './calendar.query';
import { icsCalendar } from './event-ics';
import { FeedTokens } from './feed-tokens';
import { IssueFeedToken } from './issue-feed-token.handler';
import { TurnFeedOff } from './turn-feed-off.handler';

const FEED_HISTORY_DAYS = 30;

/** The private iCalendar feed: a secret link any calendar app can subscribe to, revocable and switched off at will. */
@Controller('api/calendar')
export class CalendarFeedHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly projections: ProjectionsService,
    private readonly calendar: CalendarQuery,
    private readonly tokens: FeedTokens,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The current link, if the user made one. Reading never issues one: no state changes on GET. */
  @Get('feed')
  @UseGuards(AuthenticatedGuard)
  async current(@CurrentUserId() userId: string): Promise<CalendarFeed> {
    const feed = await this.feeds().findOne({ _id: userId });
    if (feed === null || feed.tokenHash === null) return { url: null };
    const token = this.tokens.tokenFor(userId, feed.generation);
    // A changed server secret derives another token: the stored link still works, but cannot be shown.
    return { url: FeedTokens.hash(token) === feed.tokenHash ? this.feedUrl(token) : null };
  }

  /** A link, or a new one: the old one stops working at once. */
  @Post('feed')
  @HttpCode(200)
  @UseGuards(AuthenticatedGuard)
  async rotate(
    @CurrentUserId() userId: string,
    @RequestContext() context: CommandContext,
  ): Promise<CalendarFeed> {
    const feed = await this.feeds().findOne({ _id: userId });
    return this.issue(userId, (feed?.generation ?? 0) + 1, context);
  }

  /** Switched off: the link answers 404 from now on; a POST makes a new one (never the old again). */
  @Delete('feed')
  @HttpCode(200)
  @UseGuards(AuthenticatedGuard)
  async turnOff(
    @CurrentUserId() userId: string,
    @RequestContext() context: CommandContext,
  ): Promise<CalendarFeed> {
    const { position } = await this.commands.execute(new TurnFeedOff(userId, context));
    await this.projections.waitFor(position);
    return { url: null };
  }

  @Get(':token.ics')
  async feed(@Param('token') token: string, @Res() response: Response): Promise<void> {
    const feed = await this.feeds().findOne({ tokenHash: FeedTokens.hash(token) });
    if (feed === null) throw new NotFoundException({ message: SERVER_MESSAGES.notFound });
    const since = new Date(Date.now() - FEED_HISTORY_DAYS * 24 * 3600 * 1000);
    const [events, user] = await Promise.all([
      this.calendar.feed(feed._id, since),
      this.projections.collection<UserDocument>('users').findOne({ _id: feed._id }),
    ]);
    const remindBeforeMinutes = user?.remindBeforeMinutes ?? REMIND_BEFORE_DEFAULT;
    response
      .status(200)
      .set({ 'Content-Type': 'text/calendar; charset=utf-8', 'Cache-Control': 'private, max-age=300' })
      .send(icsCalendar(events, this.config.publicUrl, 'Eventfold', { remindBeforeMinutes }));
  }

  private async issue(userId: string, generation: number, context: CommandContext): Promise<CalendarFeed> {
    const { token, position } = await this.commands.execute(new IssueFeedToken(userId, generation, context));
    await this.projections.waitFor(position);
    return { url: this.feedUrl(token) };
  }

  private feedUrl(token: string): string {
    return `${this.config.publicUrl}/api/calendar/${token}.ics`;
  }

  private feeds() {
    return this.projections.collection<CalendarFeedDocument>('calendar_feeds');
  }
}
