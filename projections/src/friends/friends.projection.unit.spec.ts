import type { DomainEvent } from '@eventfold/contracts';
import { eventLog, foldInMemory } from '../runtime/in-memory-fold';
import { friendsProjection } from './friends.projection';

const ev = (type: string, data: Record<string, unknown>) => ({ type, data }) as DomainEvent;

function history() {
  const log = eventLog();
  log.append(
    'friendship-a-b',
    ev('FriendRequested', { requesterId: 'a', addresseeId: 'b', viaInviteId: null }),
  );
  log.append(
    'friendship-a-c',
    ev('FriendRequested', { requesterId: 'c', addresseeId: 'a', viaInviteId: null }),
  );
  log.append(
    'friendship-a-b',
    ev('FriendAccepted', { requesterId: 'a', addresseeId: 'b', viaInviteId: null }),
  );
  log.append(
    'friendship-a-d',
    ev('FriendAccepted', { requesterId: 'd', addresseeId: 'a', viaInviteId: 'i1' }),
  );
  log.append('blocks-a', ev('UserBlocked', { blockerId: 'a', blockedId: 'd' }));
  log.append('friendship-a-d', ev('FriendRemoved', { userId: 'a', friendId: 'd' }));
  return log.events;
}

describe('friends projection', () => {
  it('keeps friends, requests both ways and blocks both ways per user', () => {
    const docs = foldInMemory(friendsProjection, history());
    expect(docs.get('a')).toMatchObject({
      friends: [{ userId: 'b', since: '2025-01-01T00:00:02.000Z' }],
      incoming: [{ userId: 'c', since: '2025-01-01T00:00:01.000Z' }],
      outgoing: [],
      blocked: ['d'],
      blockedBy: [],
    });
    expect(docs.get('c')).toMatchObject({ outgoing: [{ userId: 'a' }], incoming: [] });
    expect(docs.get('d')).toMatchObject({ friends: [], blockedBy: ['a'] });
  });

  it('declines and unblocks', () => {
    const log = eventLog();
    log.append(
      'friendship-a-c',
      ev('FriendRequested', { requesterId: 'c', addresseeId: 'a', viaInviteId: null }),
    );
    log.append('friendship-a-c', ev('FriendRequestDeclined', { requesterId: 'c', addresseeId: 'a' }));
    log.append('blocks-a', ev('UserBlocked', { blockerId: 'a', blockedId: 'c' }));
    log.append('blocks-a', ev('UserUnblocked', { blockerId: 'a', blockedId: 'c' }));
    const docs = foldInMemory(friendsProjection, log.events);
    expect(docs.get('a')).toMatchObject({ incoming: [], blocked: [] });
    expect(docs.get('c')).toMatchObject({ outgoing: [], blockedBy: [] });
  });

  it('gives the same documents when the events are replayed', () => {
    const events = history();
    const once = foldInMemory(friendsProjection, events);
    expect(foldInMemory(friendsProjection, events, once)).toEqual(once);
    expect(foldInMemory(friendsProjection, events.slice(0, 3), once)).toEqual(once);
  });
});
