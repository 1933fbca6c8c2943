import { Injectable } from '@nestjs/common';
import { distance } from 'geokdbush';
import {
  DEFAULT_CATEGORY,
  LIMITS,
  NEARBY_MESSAGES,
  type NearbyEvent,
  type NearbyQuery as NearbyRequest,
  type NearbyResponse,
} from '@eventfold/contracts';
import {
  zipCentroid,
  type NearbyEventDocument,
  type NearbySourceDocument,
  type PlacedNearbyEvent,
} from '@eventfold/projections';
import { UsersQuery } from '../identity/users.query';
import { DomainError } from '../infrastructure/events/domain-error';
import { FriendsQuery } from '../social/friends/friends.query';
import { PublicUsers } from '../social/public-users';
import { countAnswers, EventMarksQuery, mayShowAnswer, type MarksIndex } from './event-marks.query';
import { NearbyEvents } from './nearby-events';
import { groupSameEvents, richestFields } from './same-event';

const DEFAULT_DAYS = 30;
/** An answer stays bounded: the soonest events first, at most this many. */
export const NEARBY_MAX_EVENTS = 300;
const KM_PER_MILE = 1.609344;

/** GET /api/events/nearby: one entry per real-world event near a ZIP, by start, then distance. */
@Injectable()
export class NearbyQuery {
  constructor(
    private readonly users: UsersQuery,
    private readonly friends: FriendsQuery,
    private readonly events: NearbyEvents,
    private readonly marks: EventMarksQuery,
    private readonly people: PublicUsers,
  ) {}

  async nearby(viewerId: string, request: NearbyRequest, now = new Date()): Promise<NearbyResponse> {
    const user = await this.users.findById(viewerId);
    const zip = request.zip ?? (user?.zipCode || null);
    if (zip === null) throw new DomainError(NEARBY_MESSAGES.zipMissing, 400);
    const center = zipCentroid(zip);
    if (center === null) throw new DomainError(NEARBY_MESSAGES.unknownZip, 400);
    const radius = request.radius ?? user?.preferredRadius ?? LIMITS.radiusDefault;
    // Now, to the minute: asks within one minute share one spatial query (see NearbyCandidatesCache).
    const from =
      request.from === undefined
        ? new Date(Math.floor(now.getTime() / 60_000) * 60_000)
        : new Date(request.from);
    const to =
      request.to === undefined
        ? new Date(from.getTime() + DEFAULT_DAYS * 24 * 3600 * 1000)
        : new Date(request.to);
    if (from >= to) throw new DomainError('from must be before to', 400);

    const found = await this.events.within(center, radius, from, to);
    const circle = await this.friends.circle(viewerId);
    const { events, sources } = await this.events.visible(viewerId, circle, found);
    const inCategory =
      request.category === undefined
        ? events
        : events.filter((event) => categoryOf(event, sources) === request.category);
    const marks = await this.marks.forEvents(inCategory.map((event) => event.eventId));
    const answerers = await this.people.flags(marks.answererIds());
    const shown = (userId: string) => mayShowAnswer(viewerId, circle, answerers.get(userId));
    const entries = groupSameEvents(inCategory).map((group) =>
      toNearbyEvent(group, { viewerId, center, sources, marks, shown }),
    );
    entries.sort((a, b) => a.startDate.localeCompare(b.startDate) || a.distanceMiles - b.distanceMiles);
    return {
      center: { zip: center.zip, latitude: center.latitude, longitude: center.longitude },
      radius,
      events: entries.slice(0, NEARBY_MAX_EVENTS),
    };
  }
}

function categoryOf(event: NearbyEventDocument, sources: ReadonlyMap<string, NearbySourceDocument>): string {
  return (event.sourceId === null ? undefined : sources.get(event.sourceId)?.category) ?? DEFAULT_CATEGORY;
}

interface EntryContext {
  viewerId: string;
  center: { latitude: number; longitude: number };
  sources: ReadonlyMap<string, NearbySourceDocument>;
  marks: MarksIndex;
  /** Whose answers this viewer may see (and so count). */
  shown: (userId: string) => boolean;
}

function toNearbyEvent(group: PlacedNearbyEvent[], context: EntryContext): NearbyEvent {
  const first = group[0] as PlacedNearbyEvent;
  const ids = group.map((event) => event.eventId);
  const answers = context.marks.answers(ids);
  const [longitude, latitude] = first.point.coordinates;
  const km = distance(context.center.longitude, context.center.latitude, longitude, latitude);
  const listings = group.flatMap((event) => {
    const source = event.sourceId === null ? undefined : context.sources.get(event.sourceId);
    return source === undefined ? [] : [{ sourceId: source.sourceId, name: source.name, url: event.url }];
  });
  return {
    id: first.eventId,
    title: first.title,
    startDate: first.startDate,
    allDay: first.allDay,
    timezone: first.timezone,
    ...richestFields(group),
    category: categoryOf(first, context.sources),
    ownerId: first.sourceId === null ? first.userId : null,
    visibility: first.visibility,
    listings,
    zipCode: first.zipCode,
    distanceMiles: Math.round((km / KM_PER_MILE) * 10) / 10,
    rsvpCounts: countAnswers(answers, context.shown),
    myRsvp: answers.get(context.viewerId)?.status ?? null,
    favorited: context.marks.favorited(context.viewerId, ids),
  };
}
