import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { IdentityModule } from '../identity/identity.module';
import { NearbyModule } from '../nearby/nearby.module';
import { SocialModule } from '../social/social.module';
import { blobBytesFor } from '../infrastructure/blobs/blob-bytes';
import type { Stores } from '../infrastructure/stores';
import { STORES } from '../infrastructure/stores.tokens';
import { AnalyticsHttpController } from './analytics.http.controller';
import { CalendarEntryHttpController } from './calendar-entry.http.controller';
import { CalendarFeedHttpController } from './calendar-feed.http.controller';
import { AnalyticsRateLimits } from './analytics-rate-limits';
import { CalendarEventJson } from './calendar-event-json';
import { CalendarRangeIndex } from './calendar-range-index';
import { CalendarQuery } from './calendar.query';
import { CalendarStreams } from './calendar-streams';
import { CreateEventHandler } from './create-event.handler';
import { DeleteEventHandler } from './delete-event.handler';
import { EventFilesHttpController } from './event-files.http.controller';
import { EventImages } from './event-images';
import { ScrapedImages } from './scraped-images';
import { EventsHttpController } from './events.http.controller';
import { EventsRangeWork } from './events-range-work';
import { EventsResponseCache } from './events-response-cache';
import { FeedTokens } from './feed-tokens';
import { GoogleCalendarApi } from './google/google-calendar-api';
import { GoogleCalendarHttpController } from './google/google-calendar.http.controller';
import { GoogleCalendarService } from './google/google-calendar.service';
import { IssueFeedTokenHandler } from './issue-feed-token.handler';
import { PublicEventAccess } from './public-event-access';
import { RecordAnalyticsEventHandler } from './record-analytics-event.handler';
import { ShareEventHandler } from './share-event.handler';
import { TurnFeedOffHandler } from './turn-feed-off.handler';
import { UpdateEventHandler } from './update-event.handler';
import { ToggleFavoriteHandler } from './toggle-favorite.handler';

/** The calendar bounded context: own events, favorites, share links, images, iCalendar, analytics. */
@Module({
  imports: [CqrsModule, IdentityModule, NearbyModule, SocialModule],
  controllers: [
    EventsHttpController,
    EventFilesHttpController,
    CalendarFeedHttpController,
    CalendarEntryHttpController,
    AnalyticsHttpController,
    GoogleCalendarHttpController,
  ],
  providers: [
    CalendarStreams,
    CalendarQuery,
    PublicEventAccess,
    ScrapedImages,
    CalendarEventJson,
    CalendarRangeIndex,
    EventsResponseCache,
    { provide: EventsRangeWork, useFactory: () => new EventsRangeWork() },
    FeedTokens,
    CreateEventHandler,
    UpdateEventHandler,
    DeleteEventHandler,
    ToggleFavoriteHandler,
    ShareEventHandler,
    IssueFeedTokenHandler,
    TurnFeedOffHandler,
    RecordAnalyticsEventHandler,
    AnalyticsRateLimits,
    GoogleCalendarApi,
    GoogleCalendarService,
    {
      provide: EventImages,
      // GridFS when instances share MongoDB, else files under DATA_DIR.
      useFactory: (config: AppConfig, stores: Stores) =>
        new EventImages(blobBytesFor(stores, config.dataDir, 'event-images'), stores.keyStore),
      inject: [APP_CONFIG, STORES],
    },
  ],
  exports: [CalendarQuery],
})
export class CalendarModule {}
