import type { EventLiked, EventUnliked } from '@eventfold/contracts';
import type { Decider } from '../../infrastructure/events/command-handling';

/** One user's likes, stream `likes-{userId}`: liking twice or unliking what is not liked changes nothing. */
export type LikesState = { status: 'active'; liked: ReadonlySet<string> };
export type LikesEvent = EventLiked | EventUnliked;
export type LikesCommand =
  | { type: 'LikeEvent'; userId: string; eventId: string; eventOwnerId: string; eventTitle: string }
  | { type: 'UnlikeEvent'; userId: string; eventId: string; eventOwnerId: string };

export function likesStreamId(userId: string): string {
  return `likes-${userId}`;
}

export function evolve(state: LikesState, event: LikesEvent): LikesState {
  const liked = new Set(state.liked);
  switch (event.type) {
    case 'EventLiked':
      liked.add(event.data.eventId);
      break;
    case 'EventUnliked':
      liked.delete(event.data.eventId);
      break;
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
  return { status: 'active', liked };
}

export function decide(command: LikesCommand, state: LikesState): LikesEvent[] {
  switch (command.type) {
    case 'LikeEvent': {
      if (state.liked.has(command.eventId)) return [];
      const { userId, eventId, eventOwnerId, eventTitle } = command;
      return [{ type: 'EventLiked', data: { userId, eventId, eventOwnerId, eventTitle } }];
    }
    case 'UnlikeEvent': {
      if (!state.liked.has(command.eventId)) return [];
      const { userId, eventId, eventOwnerId } = command;
      return [{ type: 'EventUnliked', data: { userId, eventId, eventOwnerId } }];
    }
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

export const likesDecider: Decider<LikesState, LikesCommand, LikesEvent> = {
  initialState: () => ({ status: 'active', liked: new Set() }),
  evolve,
  decide,
};
