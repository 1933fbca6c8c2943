import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { dayKey, listWindow, monthGridDays, rangeOf, startOfSundayWeek, weekDays } from './calendar-dates';

const keys = (days: DateTime[]) => days.map(dayKey);

describe('month grid', () => {
  it('has 42 cells, 6 weeks starting on Sunday, covering the month', () => {
    const days = monthGridDays(DateTime.fromISO('2026-04-15T12:00', { zone: 'America/Chicago' }));
    expect(days).toHaveLength(42);
    expect(days.filter((_, index) => index % 7 === 0).every((day) => day.weekday === 7)).toBe(true);
    expect(dayKey(days[0]!)).toBe('2026-03-29');
    expect(dayKey(days[41]!)).toBe('2026-05-09');
    expect(keys(days)).toContain('2026-04-01');
    expect(keys(days)).toContain('2026-04-30');
  });

  it('starts on the first when the month begins on a Sunday', () => {
    const days = monthGridDays(DateTime.fromISO('2026-02-10', { zone: 'America/New_York' }));
    expect(dayKey(days[0]!)).toBe('2026-02-01');
    expect(dayKey(days[41]!)).toBe('2026-03-14');
  });

  it('keeps one cell per day across the DST change (March 2026, Chicago)', () => {
    const days = monthGridDays(DateTime.fromISO('2026-03-01', { zone: 'America/Chicago' }));
    const all = keys(days);
    expect(new Set(all).size).toBe(42);
    expect(all.slice(7, 14)).toEqual([
      '2026-03-08',
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
      '2026-03-12',
      '2026-03-13',
      '2026-03-14',
    ]);
    expect(days.every((day) => day.hour === 0 && day.minute === 0)).toBe(true);
  });
});

describe('week', () => {
  it('finds the Sunday that starts a week', () => {
    const wednesday = DateTime.fromISO('2026-03-11T18:00', { zone: 'America/Chicago' });
    expect(dayKey(startOfSundayWeek(wednesday))).toBe('2026-03-08');
    const sunday = DateTime.fromISO('2026-03-08T01:00', { zone: 'America/Chicago' });
    expect(dayKey(startOfSundayWeek(sunday))).toBe('2026-03-08');
  });

  it('is 7 days from its start date, whatever weekday that is', () => {
    const days = weekDays(DateTime.fromISO('2026-03-05T15:30', { zone: 'America/Chicago' }));
    expect(keys(days)).toEqual([
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
    ]);
  });

  it.each([
    ['America/Chicago', '2026-03-08', '2026-03-08T06:00:00.000Z', '2026-03-15T05:00:00.000Z'],
    ['America/New_York', '2026-03-08', '2026-03-08T05:00:00.000Z', '2026-03-15T04:00:00.000Z'],
    ['America/Chicago', '2026-11-01', '2026-11-01T05:00:00.000Z', '2026-11-08T06:00:00.000Z'],
    ['America/New_York', '2026-11-01', '2026-11-01T04:00:00.000Z', '2026-11-08T05:00:00.000Z'],
  ])('a DST week in %s from %s spans local midnight to local midnight', (zone, start, from, to) => {
    const days = weekDays(DateTime.fromISO(start, { zone }));
    expect(new Set(keys(days)).size).toBe(7);
    expect(rangeOf(days)).toEqual({ from, to });
  });
});

describe('ranges', () => {
  it('pads by whole local days', () => {
    const days = weekDays(DateTime.fromISO('2026-06-10', { zone: 'America/Denver' }));
    expect(rangeOf(days, 7)).toEqual({ from: '2026-06-03T06:00:00.000Z', to: '2026-06-24T06:00:00.000Z' });
  });

  it('gives the list view today and the next 30 days', () => {
    const { start, end } = listWindow(DateTime.fromISO('2026-01-20T22:00', { zone: 'Pacific/Honolulu' }));
    expect(dayKey(start)).toBe('2026-01-20');
    expect(dayKey(end)).toBe('2026-02-19');
  });
});
