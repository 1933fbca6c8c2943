import type { AuditHistoryItem } from '@eventfold/contracts';
import { describe, expect, it } from 'vitest';
import { historyLinks } from './history-links';

function entry(eventId: string, causationId: string, correlationId: string): AuditHistoryItem {
  return {
    position: eventId,
    streamId: 'user-1',
    type: 'Something',
    version: 1,
    occurredAt: '2026-12-03T08:30:05.000Z',
    actorId: 'user-1',
    correlationId,
    causationId,
    eventId,
    summary: eventId,
    data: {},
  };
}

describe('historyLinks', () => {
  it("finds each entry's cause, effects and correlated entries", () => {
    const command = entry('a', 'a', 'c1');
    const first = entry('b', 'a', 'c1');
    const second = entry('c', 'a', 'c1');
    const later = entry('d', 'b', 'c1');
    const other = entry('e', 'e', 'c2');
    const links = historyLinks([command, first, second, later, other]);

    expect(links.byEventId.get(later.causationId)).toBe(first);
    expect(links.byCausationId.get('a')).toEqual([command, first, second]);
    expect(links.byCausationId.get('b')).toEqual([later]);
    expect(links.byCausationId.get('d')).toBeUndefined();
    expect(links.byCorrelationId.get('c1')).toEqual([command, first, second, later]);
    expect(links.byCorrelationId.get('c2')).toEqual([other]);
  });
});
