import type { EventFavorited, EventUnfavorited } from '@eventfold/contracts';
import type { Decider } from '../infrastructure/events/command-handling';

/** One user's favorites, stream `favorites-{userId}`: the set of event ids currently favorited. */
export type FavoritesState = { status: 'active'; favorites: ReadonlySet<string> };
export type FavoriteEvent = EventFavorited | EventUnfavorited;
export type FavoritesCommand = { type: 'ToggleFavorite'; userId: string; eventId: string };

export function favoritesStreamId(userId: string): string {
  return `favorites-${userId}`;
}

export function evolve(state: FavoritesState, event: FavoriteEvent): FavoritesState {
  const favorites = new Set(state.favorites);
  switch (event.type) {
    case 'EventFavorited':
      favorites.add(event.data.eventId);
      break;
    case 'EventUnfavorited':
      favorites.delete(event.data.eventId);
      break;
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
  return { status: 'active', favorites };
}

/** The spec's PATCH toggles; the stream, not the read model, says which way. */
export function decide(command: FavoritesCommand, state: FavoritesState): FavoriteEvent[] {
  switch (command.type) {
    case 'ToggleFavorite': {
      const data = { userId: command.userId, eventId: command.eventId };
      return state.favorites.has(command.eventId)
        ? [{ type: 'EventUnfavorited', data }]
        : [{ type: 'EventFavorited', data }];
    }
    default: {
      const unknown: never = command.type;
      throw new Error(`Unknown command ${String(unknown)}`);
    }
  }
}

export const favoritesDecider: Decider<FavoritesState, FavoritesCommand, FavoriteEvent> = {
  initialState: () => ({ status: 'active', favorites: new Set() }),
  evolve,
  decide,
};
