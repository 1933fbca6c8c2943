import { Injectable } from '@nestjs/common';
import type { RsvpAttendee, RsvpList } from '@eventfold/contracts';
import type { UserDocument } from '@eventfold/projections';
import { PublicUsers } from '../social/public-users';
import { countAnswers, EventMarksQuery } from './event-marks.query';
import type { RsvpTarget } from './rsvp-access';

const STATUS_ORDER = { going: 0, interested: 1, not_going: 2 } as const;

/** Each attendee as their own `rsvpVisibility` allows this viewer to see them; blocks hide both ways. */
function mayList(viewerId: string, target: RsvpTarget, attendee: UserDocument): boolean {
  if (attendee._id === viewerId) return true;
  if (target.circle.hidden.has(attendee._id)) return false;
  if (attendee.rsvpVisibility === 'public') return true;
  return attendee.rsvpVisibility === 'friends' && target.circle.friends.has(attendee._id);
}

function displayName(user: UserDocument): string | null {
  return user.name ?? ([user.firstName, user.lastName].filter(Boolean).join(' ') || null);
}

/** GET /api/events/{id}/rsvps: counts over everyone, attendees per visibility. */
@Injectable()
export class RsvpsQuery {
  constructor(
    private readonly marks: EventMarksQuery,
    private readonly users: PublicUsers,
  ) {}

  async list(viewerId: string, target: RsvpTarget): Promise<RsvpList> {
    const answers = (await this.marks.forEvents(target.eventIds)).answers(target.eventIds);
    const people = await this.users.flags([...answers.keys()]);
    const attendees: RsvpAttendee[] = [];
    for (const [userId, { status }] of answers) {
      const person = people.get(userId);
      if (status === 'not_going' || person === undefined || !mayList(viewerId, target, person)) continue;
      attendees.push({
        id: userId,
        name: displayName(person),
        profileImageUrl: person.profileImageUrl,
        status,
      });
    }
    attendees.sort(
      (a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status] || (a.name ?? '').localeCompare(b.name ?? ''),
    );
    return { counts: countAnswers(answers), attendees };
  }

  async viewerStatus(viewerId: string, target: RsvpTarget) {
    return (
      (await this.marks.forEvents(target.eventIds)).answers(target.eventIds).get(viewerId)?.status ?? null
    );
  }
}
