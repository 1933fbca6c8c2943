import { foldInMemory, eventLog } from '../runtime/in-memory-fold';
import { userHistoryProjection, type UserHistoryDocument } from './user-history.projection';

const ALICE = 'alice-id';
const BOB = 'bob-id';
const CAROL = 'carol-id';

function rowsOf(documents: Map<string, UserHistoryDocument>, userId: string): string[] {
  return [...documents.values()]
    .filter((row) => row.userId === userId)
    .sort((a, b) => Number(BigInt(a._position) - BigInt(b._position)))
    .map((row) => `${row.type}@${row.streamId}`);
}

describe('user history index', () => {
  const log = eventLog();
  log.append('source-s1', {
    type: 'SourceAdded',
    data: {
      sourceId: 's1',
      userId: ALICE,
      name: 'Neumos',
      url: 'https://neumos.com',
      category: 'Music Venue',
      timezone: 'America/Los_Angeles',
      isActive: true,
    },
  });
  log.append(`friendship-${ALICE}-${BOB}`, {
    type: 'FriendRequested',
    data: { requesterId: BOB, addresseeId: ALICE, viaInviteId: null },
  });
  log.append('likes-carol-id', {
    type: 'EventLiked',
    data: { userId: CAROL, eventId: 'e1', eventOwnerId: ALICE, eventTitle: 'Show' },
  });
  log.append('likes-carol-id', {
    type: 'EventLiked',
    data: { userId: CAROL, eventId: 'e2', eventOwnerId: BOB, eventTitle: 'Other show' },
  });

  it('indexes what a user did and what others did that concerns them, in log order', () => {
    const documents = foldInMemory(userHistoryProjection, log.events);
    expect(rowsOf(documents, ALICE)).toEqual([
      'SourceAdded@source-s1',
      `FriendRequested@friendship-${ALICE}-${BOB}`,
      'EventLiked@likes-carol-id',
    ]);
    expect(rowsOf(documents, BOB)).toEqual([
      `FriendRequested@friendship-${ALICE}-${BOB}`,
      'EventLiked@likes-carol-id',
    ]);
    expect(rowsOf(documents, CAROL)).toHaveLength(2);
  });

  it('keeps only coordinates, never the event data', () => {
    const documents = foldInMemory(userHistoryProjection, log.events);
    expect(JSON.stringify([...documents.values()])).not.toContain('Neumos');
  });

  it('changes nothing when the events are replayed', () => {
    const once = foldInMemory(userHistoryProjection, log.events);
    expect(foldInMemory(userHistoryProjection, log.events, once)).toEqual(once);
  });
});
