import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { decideFirstRunJump } from './first-run-jump';

const zone = 'America/Chicago';
const current = DateTime.fromISO('2026-04-01', { zone });

describe('decideFirstRunJump', () => {
  it('waits while no month has events (the first scan has not landed)', () => {
    expect(decideFirstRunJump([], current, zone, false)).toEqual({ kind: 'wait' });
    expect(decideFirstRunJump([{ month: '2026-04', count: 0 }], current, zone, false)).toEqual({
      kind: 'wait',
    });
  });
  it('jumps to next month once the scan brings events that all fall there', () => {
    const decision = decideFirstRunJump(
      [
        { month: '2026-04', count: 0 },
        { month: '2026-05', count: 3 },
      ],
      current,
      zone,
      false,
    );
    expect(decision.kind === 'jump' && decision.month.toISODate()).toBe('2026-05-01');
  });
  it('stays when the shown month has events', () => {
    const counts = [
      { month: '2026-04', count: 1 },
      { month: '2026-05', count: 3 },
    ];
    expect(decideFirstRunJump(counts, current, zone, false)).toEqual({ kind: 'stay' });
  });
  it('never moves a person who went to a month themselves, events or not', () => {
    expect(decideFirstRunJump([{ month: '2026-05', count: 3 }], current, zone, true)).toEqual({
      kind: 'stay',
    });
    expect(decideFirstRunJump([], current, zone, true)).toEqual({ kind: 'stay' });
  });
});
