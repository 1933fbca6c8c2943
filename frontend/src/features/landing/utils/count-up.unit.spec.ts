import { describe, expect, it } from 'vitest';
import { countUpValue, formatCounter } from './count-up';

describe('countUpValue', () => {
  it('moves in equal, whole-number steps and ends exactly on the target', () => {
    expect(countUpValue(10_000, 0, 50)).toBe(0);
    expect(countUpValue(10_000, 1, 50)).toBe(200);
    expect(countUpValue(500, 25, 50)).toBe(250);
    expect(countUpValue(333, 49, 50)).toBe(326);
    expect(countUpValue(333, 50, 50)).toBe(333);
  });

  it('never overshoots', () => {
    expect(countUpValue(500, 80, 50)).toBe(500);
  });
});

describe('formatCounter', () => {
  it('formats the spec figures as lower bounds', () => {
    expect(formatCounter(10_000)).toBe('10,000+');
    expect(formatCounter(500)).toBe('500+');
    expect(formatCounter(50_000)).toBe('50,000+');
  });
});
