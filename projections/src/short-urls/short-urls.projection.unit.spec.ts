import type { EventShared } from '@eventfold/contracts';
import { eventLog, foldInMemory } from '../runtime/in-memory-fold';
import { shortUrlsProjection } from './short-urls.projection';

function history() {
  const log = eventLog();
  log.append('event_shares-u1', {
    type: 'EventShared',
    data: { userId: 'u1', eventId: 'e1', shortUrlId: 'x1' },
  } satisfies EventShared);
  log.append('event_shares-u2', {
    type: 'EventShared',
    data: { userId: 'u2', eventId: 'e1', shortUrlId: 'x2' },
  } satisfies EventShared);
  return log.events;
}

describe('short_urls projection', () => {
  it('records one row per link with its event and creation time', () => {
    const rows = foldInMemory(shortUrlsProjection, history());
    expect(rows.get('x1')).toEqual({
      _id: 'x1',
      _position: '1',
      eventId: 'e1',
      userId: 'u1',
      createdAt: '2025-01-01T00:00:00.000Z',
    });
    expect(rows.get('x2')).toMatchObject({ userId: 'u2', eventId: 'e1' });
  });

  it('gives the same rows when the events are replayed', () => {
    const once = foldInMemory(shortUrlsProjection, history());
    expect(foldInMemory(shortUrlsProjection, history(), once)).toEqual(once);
  });
});
