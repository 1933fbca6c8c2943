import type { CalendarFeedTokenIssued, CalendarFeedTurnedOff } from '@eventfold/contracts';
import { eventLog, foldInMemory } from '../runtime/in-memory-fold';
import { calendarFeedsProjection } from './calendar-feeds.projection';

function history() {
  const log = eventLog();
  const issue = (userId: string, tokenHash: string) =>
    log.append(`calendar_feed-${userId}`, {
      type: 'CalendarFeedTokenIssued',
      data: { userId, tokenHash },
    } satisfies CalendarFeedTokenIssued);
  issue('u1', 'hash-a');
  issue('u2', 'hash-b');
  issue('u1', 'hash-c');
  return log.events;
}

describe('calendar_feeds projection', () => {
  it('keeps only the latest token hash per user, counting the tokens issued', () => {
    const feeds = foldInMemory(calendarFeedsProjection, history());
    expect(feeds.get('u1')).toEqual({
      _id: 'u1',
      _position: '3',
      tokenHash: 'hash-c',
      generation: 2,
      issuedAt: '2025-01-01T00:00:02.000Z',
    });
    expect(feeds.get('u2')).toMatchObject({ tokenHash: 'hash-b', generation: 1 });
  });

  it('keeps no token hash once the feed is switched off, but its count, so the next token is a new one', () => {
    const log = eventLog();
    const issue = (tokenHash: string) =>
      log.append('calendar_feed-u1', {
        type: 'CalendarFeedTokenIssued',
        data: { userId: 'u1', tokenHash },
      } satisfies CalendarFeedTokenIssued);
    const turnOff = () =>
      log.append('calendar_feed-u1', {
        type: 'CalendarFeedTurnedOff',
        data: { userId: 'u1' },
      } satisfies CalendarFeedTurnedOff);
    issue('hash-a');
    turnOff();
    expect(foldInMemory(calendarFeedsProjection, log.events).get('u1')).toMatchObject({
      tokenHash: null,
      generation: 1,
    });
    issue('hash-b');
    expect(foldInMemory(calendarFeedsProjection, log.events).get('u1')).toMatchObject({
      tokenHash: 'hash-b',
      generation: 2,
    });
  });

  it('switching off a feed never made makes no document', () => {
    const log = eventLog();
    log.append('calendar_feed-u3', {
      type: 'CalendarFeedTurnedOff',
      data: { userId: 'u3' },
    } satisfies CalendarFeedTurnedOff);
    expect(foldInMemory(calendarFeedsProjection, log.events).has('u3')).toBe(false);
  });

  it('does not count a replayed token twice', () => {
    const events = history();
    const once = foldInMemory(calendarFeedsProjection, events);
    expect(foldInMemory(calendarFeedsProjection, events, once)).toEqual(once);
    expect(foldInMemory(calendarFeedsProjection, events.slice(0, 1), once)).toEqual(once);
  });
});
