import { describe, expect, it } from 'vitest';
import { clockTime, fullDate, instantIn, shortDate } from './dates';

describe('date texts', () => {
  it('writes a long US date with its weekday and a 12-hour time', () => {
    const moment = instantIn('2026-03-15T00:30:00.000Z', 'America/Chicago');
    expect(fullDate(moment)).toBe('Saturday, March 14, 2026');
    expect(shortDate(moment)).toBe('Sat, Mar 14');
    expect(clockTime(moment)).toBe('7:30 PM');
  });

  it('says so when the date cannot be read', () => {
    const broken = instantIn('not a date', 'America/Chicago');
    expect(fullDate(broken)).toBe('Invalid Date');
    expect(clockTime(broken)).toBe('Invalid Time');
    expect(fullDate(instantIn(null, 'America/Chicago'))).toBe('Invalid Date');
  });
});
