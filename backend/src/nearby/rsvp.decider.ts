import type { RsvpEvent, RsvpEventSnapshot, RsvpStatus } from '@eventfold/contracts';
import type { Decider } from '../infrastructure/events/command-handling';

/** One user's answer to one event, stream `rsvp-{eventId}-{userId}`: answering the same twice changes nothing. */
export type RsvpState = { status: 'unanswered' } | { status: 'answered'; answer: RsvpStatus };
export type RsvpCommand =
  | {
      type: 'AnswerRsvp';
      userId: string;
      eventId: string;
      answer: RsvpStatus;
      event: RsvpEventSnapshot | null;
      /** The friends who may see this user's answers (their `rsvpVisibility`), to be told of it. */
      friendIds: readonly string[];
    }
  | { type: 'WithdrawRsvp'; userId: string; eventId: string };

export function rsvpStreamId(eventId: string, userId: string): string {
  return `rsvp-${eventId}-${userId}`;
}

export function evolve(state: RsvpState, event: RsvpEvent): RsvpState {
  switch (event.type) {
    case 'RsvpChanged':
      return { status: 'answered', answer: event.data.status };
    case 'RsvpWithdrawn':
      return { status: 'unanswered' };
    case 'RsvpSharedWithFriends':
      return state;
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

export function decide(command: RsvpCommand, state: RsvpState): RsvpEvent[] {
  switch (command.type) {
    case 'AnswerRsvp': {
      if (state.status === 'answered' && state.answer === command.answer) return [];
      const { userId, eventId, answer, event, friendIds } = command;
      const changed: RsvpEvent = { type: 'RsvpChanged', data: { userId, eventId, status: answer, event } };
      if (answer === 'not_going' || friendIds.length === 0 || event === null) return [changed];
      const told: RsvpEvent = {
        type: 'RsvpSharedWithFriends',
        data: { userId, eventId, status: answer, eventTitle: event.title, friendIds: [...friendIds] },
      };
      return [changed, told];
    }
    case 'WithdrawRsvp':
      if (state.status === 'unanswered') return [];
      return [{ type: 'RsvpWithdrawn', data: { userId: command.userId, eventId: command.eventId } }];
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

export const rsvpDecider: Decider<RsvpState, RsvpCommand, RsvpEvent> = {
  initialState: () => ({ status: 'unanswered' }),
  evolve,
  decide,
};
