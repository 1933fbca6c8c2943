import type { DomainEvent } from '@eventfold/contracts';
import type { Decider } from '../infrastructure/events/command-handling';
import { DomainError } from '../infrastructure/events/domain-error';
import { calendarFeedDecider } from './calendar-feed.decider';
import { eventDecider, type ImageChange } from './event.decider';
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

  const { userId: _owner, imageId: _image, visibility: _visibility, ...content } = created.data;
  const edit = (userId: string, image: ImageChange = { kind: 'keep' }) => ({
    type: 'UpdateEvent' as const,
    userId,
    content: { ...content, title: 'Supper' },
    visibility: undefined,
    image,
    copyHolderIds: ['u2'],
  });
  const withImage = { ...created, data: { ...created.data, imageId: 'img1', visibility: 'public' as const } };

  it('lets the owner change the event, keeping the picture and visibility unless asked', () => {
    expect(given(eventDecider, [withImage]).when(edit('u1'))).toEqual([
      {
        type: 'EventUpdated',
        data: { ...withImage.data, title: 'Supper', copyHolderIds: ['u2'] },
      },
    ]);
    const [removed] = given(eventDecider, [withImage]).when(edit('u1', { kind: 'remove' }));
    expect(removed?.data).toMatchObject({ imageId: null });
    const [replaced] = given(eventDecider, [withImage]).when(
      edit('u1', { kind: 'replace', imageId: 'img2' }),
    );
    expect(replaced?.data).toMatchObject({ imageId: 'img2' });
  });

  it('answers 404 to anyone but the owner, and after a delete', () => {
    const deleteAs = (userId: string) => ({
      type: 'DeleteEvent' as const,
      userId,
      eventId: 'e1',
      copyHolderIds: [],
    });
    const deleted = given(eventDecider, [created]).when(deleteAs('u1'));
    expect(deleted).toEqual([
      { type: 'EventDeleted', data: { eventId: 'e1', userId: 'u1', copyHolderIds: [] } },
    ]);
    for (const [history, command] of [
      [[created], edit('u2')],
      [[created], deleteAs('u2')],
      [[], edit('u1')],
      [[created, ...deleted], edit('u1')],
      [[created, ...deleted], deleteAs('u1')],
    ] as const) {
      expect(() => given(eventDecider, [...history]).when(command)).toThrow(
        expect.objectContaining({ status: 404 }) as Error,
      );
    }
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

  const off = { type: 'CalendarFeedTurnedOff' as const, data: { userId: 'u1' } };
  const turnOff = { type: 'TurnFeedOff' as const, userId: 'u1' };

  it('switches an issued feed off once, and a feed never made or off already not at all', () => {
    expect(given(calendarFeedDecider, [issued('a')]).when(turnOff)).toEqual([off]);
    expect(given(calendarFeedDecider, [issued('a'), off]).when(turnOff)).toEqual([]);
    expect(given(calendarFeedDecider, []).when(turnOff)).toEqual([]);
  });

  it('issues the next token after the feed was switched off, never the one switched off again', () => {
    expect(given(calendarFeedDecider, [issued('a'), off]).when(issue(2, 'b'))).toEqual([issued('b')]);
    expect(() => given(calendarFeedDecider, [issued('a'), off]).when(issue(1, 'a'))).toThrow(DomainError);
  });
});
