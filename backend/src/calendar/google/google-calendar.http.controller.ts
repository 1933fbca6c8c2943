import {
  BadGatewayException,
  Controller,
  Delete,
  Get,
  HttpCode,
  Logger,
  Param,
  Post,
  Query,
  Req,
  Res,
  ServiceUnavailableException,
  UseGuards,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import {
  EVENT_MESSAGES,
  PROVIDER_MESSAGES,
  type AddToGoogleCalendarResponse,
  type GoogleAuthUrl,
  type GoogleCalendarConnection,
} from '@eventfold/contracts';
import type { GoogleCalendarConnectionDocument } from '@eventfold/projections';
import type { CommandContext } from '../../infrastructure/events/event-serializer';
import { ProjectionsService } from '../../infrastructure/events/projections.service';
import { GoogleOAuthClient } from '../../infrastructure/google/google-oauth.client';
import { AuthenticatedGuard, sessionUserId } from '../../infrastructure/http/authenticated.guard';
import { CurrentUserId, RequestContext, commandContextOf } from '../../infrastructure/http/request-context';
import { saveSession, takeFromSession } from '../../identity/providers/provider-session';
import { GoogleCalendarService, GoogleCalendarWriteFailed } from './google-calendar.service';

const CALLBACK = '/api/google/callback';
const CALENDAR_SCOPE = 'https://www.googleapis.com/auth/calendar.events';

declare module 'express-session' {
  interface SessionData {
    /** Where the person asked to connect from (`returnTo`), so Google's answer brings them back there. */
    googleCalendarReturnTo?: string;
  }
}

const SETTINGS_PATH = '/settings';
const RETURN_TO_MAX_LENGTH = 512;

/** Only a path of our own origin: "//evil.example" or "https://…" would send the person away. */
function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > RETURN_TO_MAX_LENGTH) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

/** The page to go back to (the settings page unless the connection started elsewhere), with the outcome. */
function returnWith(path: string | undefined, outcome: Record<string, string>): string {
  const url = new URL(path ?? SETTINGS_PATH, 'http://return.local');
  for (const [key, value] of Object.entries(outcome)) url.searchParams.set(key, value);
  return `${url.pathname}${url.search}`;
}

/** Connecting Google Calendar (OAuth with offline access), its status, Disconnect, and adding events. */
@Controller('api')
export class GoogleCalendarHttpController {
  private readonly logger = new Logger('GoogleCalendar');

  constructor(
    private readonly google: GoogleOAuthClient,
    private readonly calendar: GoogleCalendarService,
    private readonly projections: ProjectionsService,
  ) {}

  /**
   * An authorization URL for calendar.events with offline access; its state is bound to this session.
   * `returnTo` (a path of ours) is where Google's answer lands instead of the settings page.
   */
  @Get('google/auth-url')
  @UseGuards(AuthenticatedGuard)
  async authUrl(@Req() request: Request, @Query('returnTo') returnTo: unknown): Promise<GoogleAuthUrl> {
    if (!this.google.enabled)
      throw new ServiceUnavailableException({ message: PROVIDER_MESSAGES.calendarNotAvailable });
    try {
      // `openid` as well: an OpenID provider requires it, and Google accepts it beside API scopes.
      const { url, pending } = await this.google.authorizationUrl(CALLBACK, `openid ${CALENDAR_SCOPE}`, {
        access_type: 'offline',
        // Google returns a refresh token only on consent: ask for it every time one is connected.
        prompt: 'consent',
        include_granted_scopes: 'true',
      });
      request.session.googleCalendar = pending;
      request.session.googleCalendarReturnTo = safeReturnPath(returnTo) ?? undefined;
      await saveSession(request);
      return { authUrl: url };
    } catch (error) {
      this.logger.warn({ msg: 'Google Calendar authorization could not start', err: error });
      throw new ServiceUnavailableException({ message: PROVIDER_MESSAGES.calendarUnreachable });
    }
  }

  /** Google sends the browser back here; the answer goes to the page the connection started from. */
  @Get('google/callback')
  async callback(@Req() request: Request, @Res() response: Response): Promise<void> {
    const userId = sessionUserId(request);
    const pending = takeFromSession(request, 'googleCalendar');
    const returnTo = request.session?.googleCalendarReturnTo;
    if (request.session) delete request.session.googleCalendarReturnTo;
    const back = (outcome: Record<string, string>) => returnWith(returnTo, outcome);
    if (userId === undefined || !this.google.enabled) return response.redirect(302, '/?signin=1');
    if (pending === null)
      return response.redirect(302, back({ google_calendar_error: PROVIDER_MESSAGES.expired }));
    const error = new URL(request.originalUrl, 'http://callback.local').searchParams.get('error');
    if (error === 'access_denied')
      return response.redirect(
        302,
        back({ google_calendar_error: PROVIDER_MESSAGES.cancelled('Google Calendar') }),
      );
    try {
      const query = request.originalUrl.slice(request.originalUrl.indexOf('?'));
      const { tokens } = await this.google.exchangeCode(CALLBACK, query, pending, false);
      await this.calendar.connect(userId, tokens, commandContextOf(request));
      response.redirect(302, back({ google_calendar: 'connected' }));
    } catch (failure) {
      this.logger.warn({ msg: 'Google Calendar connection failed', err: failure });
      response.redirect(302, back({ google_calendar_error: PROVIDER_MESSAGES.calendarConnectFailed }));
    }
  }

  @Get('google/connection')
  @UseGuards(AuthenticatedGuard)
  async connection(@CurrentUserId() userId: string): Promise<GoogleCalendarConnection> {
    const document = await this.projections
      .collection<GoogleCalendarConnectionDocument>('google_calendar_connections')
      .findOne({ _id: userId });
    return {
      available: this.google.enabled,
      connected: document?.connected ?? false,
      connectedAt: document?.connected ? document.connectedAt : null,
    };
  }

  @Delete('google/connection')
  @UseGuards(AuthenticatedGuard)
  async disconnect(
    @CurrentUserId() userId: string,
    @RequestContext() context: CommandContext,
  ): Promise<GoogleCalendarConnection> {
    await this.calendar.disconnect(userId, context);
    return { available: this.google.enabled, connected: false, connectedAt: null };
  }

  @Post('events/:id/add-to-google-calendar')
  @HttpCode(200)
  @UseGuards(AuthenticatedGuard)
  async add(
    @CurrentUserId() userId: string,
    @Param('id') eventId: string,
    @RequestContext() context: CommandContext,
  ): Promise<AddToGoogleCalendarResponse> {
    if (!this.google.enabled)
      throw new ServiceUnavailableException({ message: PROVIDER_MESSAGES.calendarNotAvailable });
    try {
      return { googleEventUrl: await this.calendar.addEvent(userId, eventId, context) };
    } catch (error) {
      if (error instanceof GoogleCalendarWriteFailed)
        throw new BadGatewayException({ message: EVENT_MESSAGES.addToGoogleFailed });
      throw error;
    }
  }
}
