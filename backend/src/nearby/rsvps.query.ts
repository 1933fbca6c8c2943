import { Injectable } from '@nestjs/common';
import type { RsvpAttendee, RsvpList } from '@eventfold/contracts';
import type { UserDocument } from '@eventfold/projections';
import { PublicUsers } from '../social/public-users';
import { countAnswers, EventMarksQuery, mayShowAnswer } from './event-marks.query';
import type { RsvpTarget } from './rsvp-access';

const STATUS_ORDER = { going: 0, interested: 1, not_going: 2 } as const;

function displayName(user: UserDocument): string | null {
  return user.name ?? ([user.firstName, user.lastName].filter(Boolean).join(' ') || null);
}

/** GET /api/events/{id}/rsvps: the answers each attendee's `rsvpVisibility` lets this viewer see, listed and counted. */
@Injectable()
export class RsvpsQuery {
  constructor(
    private readonly marks: EventMarksQuery,
    private readonly users: PublicUsers,
  ) {}

  async list(viewerId: string, target: RsvpTarget): Promise<RsvpList> {
    const answers = (await this.marks.forEvents(target.eventIds)).answers(target.eventIds);
    const people = await this.users.flags([...answers.keys()]);
    const shown = (userId: string) => mayShowAnswer(viewerId, target.circle, people.get(userId));
    const attendees: RsvpAttendee[] = [];
    for (const [userId, { status }] of answers) {
      const person = people.get(userId);
      if (status === 'not_going' || person === undefined || !shown(userId)) continue;
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
    return { counts: countAnswers(answers, shown), attendees, status: answers.get(viewerId)?.status ?? null };
  }

  async viewerStatus(viewerId: string, target: RsvpTarget) {
    return (
      (await this.marks.forEvents(target.eventIds)).answers(target.eventIds).get(viewerId)?.status ?? null
    );
  }
}
