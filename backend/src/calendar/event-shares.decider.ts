import type { EventShared } from '@eventfold/contracts';
import type { Decider } from '../infrastructure/events/command-handling';

/** The share links one user created, stream `event_shares-{userId}`: event id → short url id. */
export type EventSharesState = { status: 'active'; links: ReadonlyMap<string, string> };
export type EventSharesCommand = { type: 'ShareEvent'; userId: string; eventId: string; shortUrlId: string };

export function eventSharesStreamId(userId: string): string {
  return `event_shares-${userId}`;
}

export function evolve(state: EventSharesState, event: EventShared): EventSharesState {
  switch (event.type) {
    case 'EventShared':
      return { status: 'active', links: new Map(state.links).set(event.data.eventId, event.data.shortUrlId) };
    default: {
      const unknown: never = event.type;
      return unknown;
    }
  }
}

/** Sharing the same event again reuses its link: one short_urls row per user and event. */
export function decide(command: EventSharesCommand, state: EventSharesState): EventShared[] {
  switch (command.type) {
    case 'ShareEvent': {
      if (state.links.has(command.eventId)) return [];
      const { userId, eventId, shortUrlId } = command;
      return [{ type: 'EventShared', data: { userId, eventId, shortUrlId } }];
    }
    default: {
      const unknown: never = command.type;
      throw new Error(`Unknown command ${String(unknown)}`);
    }
  }
}

export const eventSharesDecider: Decider<EventSharesState, EventSharesCommand, EventShared> = {
  initialState: () => ({ status: 'active', links: new Map() }),
  evolve,
  decide,
};
