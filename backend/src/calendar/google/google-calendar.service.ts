import { Injectable, Logger } from '@nestjs/common';
import { ResponseBodyError } from 'openid-client';
import { EVENT_MESSAGES, type EventStore } from '@eventfold/contracts';
import { Inject } from '@nestjs/common';
import { CommandStreams } from '../../infrastructure/events/command-streams';
import { DomainError } from '../../infrastructure/events/domain-error';
import { EventSerializer, type CommandContext } from '../../infrastructure/events/event-serializer';
import { ProjectionsService } from '../../infrastructure/events/projections.service';
import { GoogleOAuthClient, type GoogleTokens } from '../../infrastructure/google/google-oauth.client';
import { EVENT_STORE } from '../../infrastructure/stores.tokens';
import { CalendarQuery } from '../calendar.query';
import { GoogleCalendarApi, GoogleCalendarUnauthorizedError } from './google-calendar-api';
import {
  googleCalendarDecider,
  googleCalendarStreamId,
  type GoogleCalendarCommand,
  type GoogleCalendarState,
} from './google-calendar.decider';

/** An access token this close to its expiry is refreshed before use rather than after a 401. */
const REFRESH_AHEAD_MS = 60_000;

/**
 * Adding events to the user's Google Calendar: tokens come from the user's own stream (decrypted with
 * their key), an expiring or rejected access token is refreshed once, and a grant Google no longer
 * honours disconnects the calendar ("Google Calendar not connected", so the UI starts the connect flow).
 */
@Injectable()
export class GoogleCalendarService extends CommandStreams {
  private readonly logger = new Logger('GoogleCalendar');

  constructor(
    @Inject(EVENT_STORE) eventStore: EventStore,
    serializer: EventSerializer,
    private readonly google: GoogleOAuthClient,
    private readonly api: GoogleCalendarApi,
    private readonly calendar: CalendarQuery,
    private readonly projections: ProjectionsService,
  ) {
    super(eventStore, serializer);
  }

  async connect(userId: string, tokens: GoogleTokens, context: CommandContext): Promise<void> {
    await this.run(userId, { type: 'Connect', userId, tokens }, context);
  }

  async disconnect(userId: string, context: CommandContext): Promise<void> {
    const state = await this.state(userId);
    if (state.status !== 'connected') return;
    // Revoked at Google too, so a copy of the token is worth nothing; a failure there must not keep it connected.
    await this.google
      .revoke(state.tokens.refreshToken ?? state.tokens.accessToken)
      .catch((error: unknown) => this.logger.warn({ msg: 'Google token revocation failed', err: error }));
    await this.run(userId, { type: 'Disconnect', userId, reason: 'user' }, context);
  }

  async addEvent(userId: string, eventId: string, context: CommandContext): Promise<string> {
    const event = await this.calendar.viewerEvent(userId, eventId);
    if (event === null) throw new DomainError(EVENT_MESSAGES.notFound, 404);
    const state = await this.state(userId);
    if (state.status !== 'connected') throw new DomainError(EVENT_MESSAGES.googleCalendarNotConnected, 409);
    let tokens = state.tokens;
    if (Date.parse(tokens.accessTokenExpiresAt) - Date.now() < REFRESH_AHEAD_MS)
      tokens = await this.refresh(userId, tokens, context);
    const existing = state.sent[eventId];
    let written;
    try {
      written = await this.api.write(tokens.accessToken, event, existing);
    } catch (error) {
      if (!(error instanceof GoogleCalendarUnauthorizedError)) throw this.failed(error);
      tokens = await this.refresh(userId, tokens, context);
      try {
        written = await this.api.write(tokens.accessToken, event, existing);
      } catch (retryError) {
        if (retryError instanceof GoogleCalendarUnauthorizedError) await this.revoked(userId, context);
        throw this.failed(retryError);
      }
    }
    await this.run(
      userId,
      { type: 'RecordSent', userId, eventId, googleEventId: written.id, googleEventUrl: written.htmlLink },
      context,
    );
    return written.htmlLink;
  }

  private async refresh(
    userId: string,
    tokens: GoogleTokens,
    context: CommandContext,
  ): Promise<GoogleTokens> {
    if (tokens.refreshToken === null) return this.revoked(userId, context);
    let fresh: GoogleTokens;
    try {
      fresh = await this.google.refresh(tokens.refreshToken);
    } catch (error) {
      if (error instanceof ResponseBodyError && error.error === 'invalid_grant')
        return this.revoked(userId, context);
      throw this.failed(error);
    }
    await this.run(userId, { type: 'RecordRefresh', userId, tokens: fresh }, context);
    return fresh;
  }

  /** Google no longer honours the grant (revoked, expired, password changed): disconnect and say so. */
  private async revoked(userId: string, context: CommandContext): Promise<never> {
    await this.run(userId, { type: 'Disconnect', userId, reason: 'grant-revoked' }, context);
    throw new DomainError(EVENT_MESSAGES.googleCalendarNotConnected, 409);
  }

  private failed(error: unknown): Error {
    if (error instanceof DomainError) return error;
    this.logger.warn({ msg: 'Google Calendar write failed', err: error });
    return new GoogleCalendarWriteFailed();
  }

  private async state(userId: string): Promise<GoogleCalendarState> {
    let state = googleCalendarDecider.initialState();
    for (const stored of await this.eventStore.readStream(googleCalendarStreamId(userId))) {
      const event = await this.serializer.deserialize(stored);
      if (event !== null) state = googleCalendarDecider.evolve(state, event as never);
    }
    return state;
  }

  private async run(userId: string, command: GoogleCalendarCommand, context: CommandContext): Promise<void> {
    const { position } = await this.execute(
      googleCalendarStreamId(userId),
      googleCalendarDecider,
      command,
      context,
    );
    await this.projections.waitFor(position);
  }
}

/** Answered 502 with the spec's "Failed to add event to Google Calendar". */
export class GoogleCalendarWriteFailed extends Error {
  override readonly name = 'GoogleCalendarWriteFailed';
  constructor() {
    super(EVENT_MESSAGES.addToGoogleFailed);
  }
}
