import type { CalendarFeedTokenIssued } from '@eventfold/contracts';
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

  it('does not count a replayed token twice', () => {
    const events = history();
    const once = foldInMemory(calendarFeedsProjection, events);
    expect(foldInMemory(calendarFeedsProjection, events, once)).toEqual(once);
    expect(foldInMemory(calendarFeedsProjection, events.slice(0, 1), once)).toEqual(once);
  });
});
