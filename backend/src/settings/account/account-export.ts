import { Injectable } from '@nestjs/common';
import type { ReadDocument } from '@eventfold/contracts';
import type {
  CalendarEventDocument,
  CommentDocument,
  EventMarkDocument,
  FriendsDocument,
  InviteDocument,
  LikeDocument,
  SourceDocument,
  UserDocument,
} from '@eventfold/projections';
import { toCurrentUser } from '../../identity/users.query';
import { ProjectionsService } from '../../infrastructure/events/projections.service';

/** The read store's bookkeeping is ours, not the user's data. */
function plain<T extends ReadDocument>(document: T): Omit<T, '_id' | '_position'> & { id: string } {
  const { _id, _position, ...rest } = document as T & { _position?: string };
  void _position;
  return { id: _id, ...rest };
}

/**
 * Everything we keep about a user, as one JSON document (GET /api/user/export): profile and
 * settings, sources, own events, favorites, likes, comments, friends, invitations and RSVPs.
 */
@Injectable()
export class AccountExport {
  constructor(private readonly projections: ProjectionsService) {}

  async of(userId: string): Promise<Record<string, unknown>> {
    const user = await this.read<UserDocument>('users').findOne({ _id: userId });
    const calendar = await this.read<CalendarEventDocument>('calendar').find({ userId, kind: 'event' });
    const friends = await this.read<FriendsDocument>('friends').findOne({ _id: userId });
    const marks = await this.read<EventMarkDocument>('event_marks').find({ userId });
    const titles = new Map(calendar.map((event) => [event.eventId, event.title]));
    return {
      exportedAt: new Date().toISOString(),
      profile: user === null ? null : toCurrentUser(user),
      sources: (await this.read<SourceDocument>('sources').find({ userId })).map(plain),
      ownEvents: calendar.filter((event) => event.sourceId === null && !event.isInvited).map(plain),
      favorites: calendar
        .filter((event) => event.favorited)
        .map((event) => ({ eventId: event.eventId, title: event.title })),
      likes: (await this.read<LikeDocument>('likes').find({ userId })).map((like) => ({
        eventId: like.eventId,
        title: titles.get(like.eventId) ?? null,
        createdAt: like.createdAt,
      })),
      comments: (await this.read<CommentDocument>('comments').find({ userId })).map(plain),
      friends:
        friends === null
          ? null
          : {
              friends: friends.friends,
              incoming: friends.incoming,
              outgoing: friends.outgoing,
              blocked: friends.blocked,
            },
      invitations: {
        toEventfold: (await this.read<InviteDocument>('invites').find({ referrerId: userId })).map(
          ({ inviteId, accepted, acceptedById, createdAt }) => ({
            inviteId,
            accepted,
            acceptedById,
            createdAt,
          }),
        ),
        eventsSharedByMe: calendar
          .filter((event) => event.sharedByMe)
          .map((event) => ({ eventId: event.eventId, title: event.title })),
        eventsInvitedTo: calendar
          .filter((event) => event.isInvited)
          .map((event) => ({ eventId: event.eventId, title: event.title })),
      },
      rsvps: marks
        .filter((mark) => mark.rsvp !== null)
        .map((mark) => ({
          eventId: mark.eventId,
          title: titles.get(mark.eventId) ?? null,
          rsvp: mark.rsvp,
          at: mark.rsvpAt,
        })),
    };
  }

  private read<T extends ReadDocument>(readModel: string) {
    return this.projections.collection<T>(readModel);
  }
}
