import type { DomainEvent } from '@eventfold/contracts';
import type { Decider } from '../infrastructure/events/command-handling';
import { DomainError } from '../infrastructure/events/domain-error';
import { calendarFeedDecider } from './calendar-feed.decider';
import { eventDecider } from './event.decider';
import { eventSharesDecider } from './event-shares.decider';
import { favoritesDecider } from './favorites.decider';

/** Given past events, when a command: the new events. */
function given<S, C, E extends DomainEvent>(decider: Decider<S, C, E>, history: NoInfer<E>[]) {
  const state = history.reduce(decider.evolve, decider.initialState());
  return { when: (command: C) => decider.decide(command, state) };
}

const created = {
  type: 'EventCreated' as const,
  data: {
    eventId: 'e1',
    userId: 'u1',
    title: 'Dinner',
    description: null,
    location: 'Home',
    startDate: '2026-03-08T01:00:00.000Z',
    endDate: '2026-03-08T02:00:00.000Z',
    timezone: 'America/Chicago',
    imageId: null,
    visibility: 'private' as const,
  },
};

describe('event decider', () => {
  it('creates an event once', () => {
    expect(given(eventDecider, []).when({ type: 'CreateEvent', event: created.data })).toEqual([created]);
    expect(() => given(eventDecider, [created]).when({ type: 'CreateEvent', event: created.data })).toThrow(
      DomainError,
    );
  });
});

describe('favorites decider', () => {
  const toggle = { type: 'ToggleFavorite' as const, userId: 'u1', eventId: 'e1' };
  const data = { userId: 'u1', eventId: 'e1' };

  it('favorites, then unfavorites, then favorites again', () => {
    expect(given(favoritesDecider, []).when(toggle)).toEqual([{ type: 'EventFavorited', data }]);
    expect(given(favoritesDecider, [{ type: 'EventFavorited', data }]).when(toggle)).toEqual([
      { type: 'EventUnfavorited', data },
    ]);
    expect(
      given(favoritesDecider, [
        { type: 'EventFavorited', data },
        { type: 'EventUnfavorited', data },
      ]).when(toggle),
    ).toEqual([{ type: 'EventFavorited', data }]);
  });

  it('keeps other events out of the toggle', () => {
    expect(
      given(favoritesDecider, [{ type: 'EventFavorited', data: { userId: 'u1', eventId: 'e2' } }]).when(
        toggle,
      ),
    ).toEqual([{ type: 'EventFavorited', data }]);
  });
});

describe('event shares decider', () => {
  const share = { type: 'ShareEvent' as const, userId: 'u1', eventId: 'e1', shortUrlId: 'x2' };

  it('records a link the first time and reuses it afterwards', () => {
    expect(given(eventSharesDecider, []).when(share)).toEqual([
      { type: 'EventShared', data: { userId: 'u1', eventId: 'e1', shortUrlId: 'x2' } },
    ]);
    expect(
      given(eventSharesDecider, [
        { type: 'EventShared', data: { userId: 'u1', eventId: 'e1', shortUrlId: 'x1' } },
      ]).when(share),
    ).toEqual([]);
  });
});

describe('calendar feed decider', () => {
  const issued = (tokenHash: string) => ({
    type: 'CalendarFeedTokenIssued' as const,
    data: { userId: 'u1', tokenHash },
  });
  const issue = (generation: number, tokenHash: string) => ({
    type: 'IssueFeedToken' as const,
    userId: 'u1',
    generation,
    tokenHash,
  });

  it('issues tokens in order, each replacing the last', () => {
    expect(given(calendarFeedDecider, []).when(issue(1, 'a'))).toEqual([issued('a')]);
    expect(given(calendarFeedDecider, [issued('a')]).when(issue(2, 'b'))).toEqual([issued('b')]);
  });

  it('issues the same token once when asked twice', () => {
    expect(given(calendarFeedDecider, [issued('a')]).when(issue(1, 'a'))).toEqual([]);
  });

  it('refuses a generation that another request already took or skipped', () => {
    expect(() => given(calendarFeedDecider, [issued('a')]).when(issue(1, 'other'))).toThrow(DomainError);
    expect(() => given(calendarFeedDecider, []).when(issue(2, 'b'))).toThrow(DomainError);
  });
});
