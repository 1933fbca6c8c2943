import type { CalendarFeedTokenIssued, CalendarFeedTurnedOff } from '@eventfold/contracts';
import type { Decider } from '../infrastructure/events/command-handling';
import { DomainError } from '../infrastructure/events/domain-error';

type CalendarFeedEvent = CalendarFeedTokenIssued | CalendarFeedTurnedOff;

/**
 * A user's private feed, stream `calendar_feed-{userId}`: how many tokens were issued, and the last
 * while the feed is on. Switched off it keeps the count, so the next token is a new one.
 */
export type CalendarFeedState =
  | { status: 'none' }
  | { status: 'issued'; generation: number; tokenHash: string }
  | { status: 'off'; generation: number };

/** `generation`: the number the new token has, so that two concurrent requests cannot both issue it. */
export type CalendarFeedCommand =
  | { type: 'IssueFeedToken'; userId: string; generation: number; tokenHash: string }
  | { type: 'TurnFeedOff'; userId: string };

export const FEED_TOKEN_CHANGED = 'The calendar feed link changed at the same time. Please try again.';

export function calendarFeedStreamId(userId: string): string {
  return `calendar_feed-${userId}`;
}

const generationOf = (state: CalendarFeedState) => (state.status === 'none' ? 0 : state.generation);

export function evolve(state: CalendarFeedState, event: CalendarFeedEvent): CalendarFeedState {
  switch (event.type) {
    case 'CalendarFeedTokenIssued':
      return { status: 'issued', generation: generationOf(state) + 1, tokenHash: event.data.tokenHash };
    case 'CalendarFeedTurnedOff':
      return { status: 'off', generation: generationOf(state) };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

export function decide(command: CalendarFeedCommand, state: CalendarFeedState): CalendarFeedEvent[] {
  switch (command.type) {
    case 'IssueFeedToken': {
      const current = generationOf(state);
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
    case 'TurnFeedOff':
      // Off already, or never on: nothing changes.
      if (state.status !== 'issued') return [];
      return [{ type: 'CalendarFeedTurnedOff', data: { userId: command.userId } }];
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

export const calendarFeedDecider: Decider<CalendarFeedState, CalendarFeedCommand, CalendarFeedEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve,
  decide,
};
