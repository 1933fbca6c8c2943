import type { CalendarFeedTokenIssued } from '@eventfold/contracts';
import type { Decider } from '../infrastructure/events/command-handling';
import { DomainError } from '../infrastructure/events/domain-error';

/** A user's private feed, stream `calendar_feed-{userId}`: how many tokens were issued, and the last. */
export type CalendarFeedState =
  { status: 'none' } | { status: 'issued'; generation: number; tokenHash: string };

/** `generation`: the number the new token has, so that two concurrent requests cannot both issue it. */
export type CalendarFeedCommand = {
  type: 'IssueFeedToken';
  userId: string;
  generation: number;
  tokenHash: string;
};

export const FEED_TOKEN_CHANGED = 'The calendar feed link changed at the same time. Please try again.';

export function calendarFeedStreamId(userId: string): string {
  return `calendar_feed-${userId}`;
}

export function evolve(state: CalendarFeedState, event: CalendarFeedTokenIssued): CalendarFeedState {
  switch (event.type) {
    case 'CalendarFeedTokenIssued': {
      const generation = state.status === 'issued' ? state.generation + 1 : 1;
      return { status: 'issued', generation, tokenHash: event.data.tokenHash };
    }
    default: {
      const unknown: never = event.type;
      return unknown;
    }
  }
}

export function decide(command: CalendarFeedCommand, state: CalendarFeedState): CalendarFeedTokenIssued[] {
  switch (command.type) {
    case 'IssueFeedToken': {
      const current = state.status === 'issued' ? state.generation : 0;
      // The same token asked for twice (two tabs opening settings at once) is issued once.
      if (
        state.status === 'issued' &&
        command.generation === current &&
        command.tokenHash === state.tokenHash
      )
        return [];
      if (command.generation !== current + 1) throw new DomainError(FEED_TOKEN_CHANGED, 409);
      return [
        { type: 'CalendarFeedTokenIssued', data: { userId: command.userId, tokenHash: command.tokenHash } },
      ];
    }
    default: {
      const unknown: never = command.type;
      throw new Error(`Unknown command ${String(unknown)}`);
    }
  }
}

export const calendarFeedDecider: Decider<CalendarFeedState, CalendarFeedCommand, CalendarFeedTokenIssued> = {
  initialState: () => ({ status: 'none' }),
  evolve,
  decide,
};
