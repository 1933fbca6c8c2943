import { eventTimes } from './event-times';

describe('eventTimes', () => {
  it.each([
    [
      'Chicago, the day before spring-forward',
      'America/Chicago',
      '2026-03-07',
      '20:00',
      '2026-03-08T02:00:00.000Z',
    ],
    [
      'Chicago, the day after spring-forward',
      'America/Chicago',
      '2026-03-09',
      '20:00',
      '2026-03-10T01:00:00.000Z',
    ],
    [
      'New York, the day before fall-back',
      'America/New_York',
      '2026-10-31',
      '20:00',
      '2026-11-01T00:00:00.000Z',
    ],
    [
      'New York, the day after fall-back',
      'America/New_York',
      '2026-11-02',
      '20:00',
      '2026-11-03T01:00:00.000Z',
    ],
    [
      'Chicago, a time skipped by spring-forward moves on',
      'America/Chicago',
      '2026-03-08',
      '02:30',
      '2026-03-08T08:30:00.000Z',
    ],
    [
      'Chicago, a repeated fall-back time is the first one',
      'America/Chicago',
      '2026-11-01',
      '01:30',
      '2026-11-01T06:30:00.000Z',
    ],
    [
      'New York, a repeated fall-back time is the first one',
      'America/New_York',
      '2026-11-01',
      '01:30',
      '2026-11-01T05:30:00.000Z',
    ],
  ])('%s', (_, zone, date, timeStart, expected) => {
    expect(eventTimes({ date, timeStart, timeEnd: undefined }, zone)?.startDate).toBe(expected);
  });

  it('ends one real hour after the start when no end is given, even across fall-back', () => {
    expect(
      eventTimes({ date: '2026-11-01', timeStart: '01:30', timeEnd: undefined }, 'America/Chicago'),
    ).toEqual({
      startDate: '2026-11-01T06:30:00.000Z',
      endDate: '2026-11-01T07:30:00.000Z',
    });
  });

  it('reads an end before the start as the next day, in that day’s offset', () => {
    expect(
      eventTimes({ date: '2026-03-07', timeStart: '22:00', timeEnd: '02:00' }, 'America/New_York'),
    ).toEqual({
      startDate: '2026-03-08T03:00:00.000Z',
      // 02:00 on 8 March does not exist in New York: it is 03:00 EDT.
      endDate: '2026-03-08T07:00:00.000Z',
    });
    expect(
      eventTimes({ date: '2026-06-01', timeStart: '19:00', timeEnd: '19:00' }, 'America/Chicago')?.endDate,
    ).toBe('2026-06-03T00:00:00.000Z');
  });

  it('refuses a date that does not exist', () => {
    expect(
      eventTimes({ date: '2026-02-30', timeStart: '10:00', timeEnd: undefined }, 'America/Chicago'),
    ).toBeNull();
  });
});
