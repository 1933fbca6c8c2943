import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { listEmptyHint } from './list-empty-hint';

const zone = 'America/Chicago';
const day = (iso: string) => DateTime.fromISO(iso, { zone });

describe('listEmptyHint', () => {
  it('points to the next event when it falls after the 30 days', () => {
    const hint = listEmptyHint(day('2027-01-12'), day('2026-12-01'), 0);
    expect(hint?.text).toBe('The next one is on Tue, Jan 12, after these 30 days.');
    expect(hint?.action).toBe('Show January 2027');
    expect(hint?.month.toISODate()).toBe('2027-01-01');
  });
  it("explains This Month's count when none of its events is upcoming", () => {
    const hint = listEmptyHint(null, day('2026-12-01'), 3);
    expect(hint?.text).toBe('This Month counts 3 events in December 2026, none of them upcoming.');
    expect(hint?.action).toBe('Show December 2026');
  });
  it('says nothing more when there are no events anywhere near', () => {
    expect(listEmptyHint(null, day('2026-12-01'), 0)).toBeNull();
  });
});
