import { endOfLocalDay, rangeEnd } from './range-end';

describe('range end', () => {
  it.each([
    ['a plain day in Chicago', '2026-06-10T05:00:00.000Z', 'America/Chicago', '2026-06-11T05:00:00.000Z'],
    [
      'the spring-forward day in New York',
      '2026-03-08T05:00:00.000Z',
      'America/New_York',
      '2026-03-09T04:00:00.000Z',
    ],
    [
      'the fall-back day in Chicago',
      '2026-11-01T05:00:00.000Z',
      'America/Chicago',
      '2026-11-02T06:00:00.000Z',
    ],
    ['an evening (local) start', '2026-11-01T23:30:00.000Z', 'America/Chicago', '2026-11-02T06:00:00.000Z'],
    [
      'Honolulu, which has no DST',
      '2026-03-08T10:00:00.000Z',
      'Pacific/Honolulu',
      '2026-03-09T10:00:00.000Z',
    ],
  ])('ends an all-day event at the next local midnight: %s', (_, start, zone, expected) => {
    expect(endOfLocalDay(start, zone)).toBe(expected);
  });

  it('falls back to 24 hours for a zone Intl does not know', () => {
    expect(endOfLocalDay('2026-03-08T05:00:00.000Z', 'Not/AZone')).toBe('2026-03-09T05:00:00.000Z');
  });

  it('uses the end when it is after the start, otherwise an hour', () => {
    const base = { allDay: false, timezone: 'America/Chicago', startDate: '2026-03-08T01:00:00Z' };
    expect(rangeEnd({ ...base, endDate: '2026-03-08T04:00:00Z' })).toBe('2026-03-08T04:00:00.000Z');
    expect(rangeEnd({ ...base, endDate: '2026-03-08T01:00:00Z' })).toBe('2026-03-08T02:00:00.000Z');
    expect(rangeEnd({ ...base, endDate: null })).toBe('2026-03-08T02:00:00.000Z');
  });
});
