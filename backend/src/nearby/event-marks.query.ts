import { Injectable } from '@nestjs/common';
import type { RsvpCounts, RsvpStatus } from '@eventfold/contracts';
import type { EventMarkDocument, UserDocument } from '@eventfold/projections';
import type { Circle } from '../social/friends/friends.query';
import { ProjectionsService } from '../infrastructure/events/projections.service';

/** Each user's newest RSVP across the ids of one real-world event. */
export type AnswersByUser = Map<string, { status: RsvpStatus; at: string }>;

export interface MarksIndex {
  /** Answers per user for a group of ids. */
  answers(eventIds: readonly string[]): AnswersByUser;
  favorited(userId: string, eventIds: readonly string[]): boolean;
  /** Everyone who answered any of the events read. */
  answererIds(): string[];
}

/**
 * Whether the viewer may see this person's answer: their own always, others' as the person's
 * rsvpVisibility allows (public; friends to friends; private to nobody); blocks hide both ways.
 */
export function mayShowAnswer(viewerId: string, circle: Circle, answerer: UserDocument | undefined): boolean {
  if (answerer === undefined) return false;
  if (answerer._id === viewerId) return true;
  if (circle.hidden.has(answerer._id)) return false;
  if (answerer.rsvpVisibility === 'public') return true;
  return answerer.rsvpVisibility === 'friends' && circle.friends.has(answerer._id);
}

/** Counts only the answers the viewer may see, so a private answer never moves a count (0 → 1). */
export function countAnswers(answers: AnswersByUser, shown: (userId: string) => boolean): RsvpCounts {
  const counts = { going: 0, interested: 0 };
  for (const [userId, { status }] of answers)
    if (status !== 'not_going' && shown(userId)) counts[status] += 1;
  return counts;
}

/** Reads the `event_marks` read model (favorites and RSVPs) for many events in one query. */
@Injectable()
export class EventMarksQuery {
  constructor(private readonly projections: ProjectionsService) {}

  async forEvents(eventIds: readonly string[]): Promise<MarksIndex> {
    const marks =
      eventIds.length === 0
        ? []
        : await this.projections
            .collection<EventMarkDocument>('event_marks')
            .find({ eventId: { $in: [...new Set(eventIds)] } });
    const byEvent = new Map<string, EventMarkDocument[]>();
    for (const mark of marks) byEvent.set(mark.eventId, [...(byEvent.get(mark.eventId) ?? []), mark]);
    return {
      answers(ids) {
        const answers: AnswersByUser = new Map();
        for (const id of ids) {
          for (const mark of byEvent.get(id) ?? []) {
            if (mark.rsvp === null || mark.rsvpAt === null) continue;
            const known = answers.get(mark.userId);
            if (known === undefined || known.at < mark.rsvpAt) {
              answers.set(mark.userId, { status: mark.rsvp, at: mark.rsvpAt });
            }
          }
        }
        return answers;
      },
      answererIds() {
        return [...new Set(marks.flatMap((mark) => (mark.rsvp === null ? [] : [mark.userId])))];
      },
      favorited(userId, ids) {
        return ids.some((id) => (byEvent.get(id) ?? []).some((m) => m.userId === userId && m.favorited));
      },
    };
  }
}
