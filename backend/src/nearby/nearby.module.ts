import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { IdentityModule } from '../identity/identity.module';
import { SocialModule } from '../social/social.module';
import { EventMarksQuery } from './event-marks.query';
import { NearbyCandidatesCache } from './nearby-candidates-cache';
import { NearbyEvents } from './nearby-events';
import { NearbyHttpController } from './nearby.http.controller';
import { NearbyQuery } from './nearby.query';
import { NearbyStreams } from './nearby-streams';
import { RsvpAccess } from './rsvp-access';
import { RsvpedEventNotices } from './rsvped-event-notices';
import { RsvpsQuery } from './rsvps.query';
import { SetRsvpHandler } from './set-rsvp.handler';

/** Events near a ZIP code, one entry per real-world event, and RSVPs. */
@Module({
  imports: [CqrsModule, IdentityModule, SocialModule],
  controllers: [NearbyHttpController],
  providers: [
    NearbyCandidatesCache,
    NearbyStreams,
    NearbyEvents,
    EventMarksQuery,
    NearbyQuery,
    RsvpAccess,
    RsvpsQuery,
    SetRsvpHandler,
    RsvpedEventNotices,
  ],
  exports: [RsvpAccess, RsvpedEventNotices],
})
export class NearbyModule {}
