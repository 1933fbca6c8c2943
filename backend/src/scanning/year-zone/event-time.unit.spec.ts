import { DateTime } from 'luxon';
import { readEventTime } from './event-time';

const ZONE = 'America/New_York';

describe('reading an event time', () => {
  it.each([
    ['2026-12-06T20:00', '2026-12-07T01:00:00.000Z'],
    ['2026-07-06T20:00:00', '2026-07-07T00:00:00.000Z'],
    // The night the clocks go back: 01:30 happens twice; luxon (and so the scanner) takes the standard-time one.
    ['2026-11-01T01:30', '2026-11-01T06:30:00.000Z'],
    // The night they go forward: 02:30 does not exist and moves on an hour.
    ['2026-03-08T02:30', '2026-03-08T07:30:00.000Z'],
    ['2026-03-08T03:00', '2026-03-08T07:00:00.000Z'],
    ['2026-12-06T20:00:00-05:00', '2026-12-07T01:00:00.000Z'],
    ['2026-12-06T20:00:00.250Z', '2026-12-06T20:00:00.250Z'],
    ['20261206T200000Z', '2026-12-06T20:00:00.000Z'],
  ])('reads %s as %s, as luxon does', (value, utc) => {
    expect(readEventTime(value, ZONE)).toMatchObject({ utc, dateOnly: false });
    const luxon = /Z|[+-]\d{2}:?\d{2}$/.test(value)
      ? DateTime.fromISO(value, { setZone: true })
      : DateTime.fromISO(value, { zone: ZONE });
    expect(luxon.toUTC().toISO()).toBe(utc);
  });

  it('reads a date alone as the start of that day at the venue', () => {
    expect(readEventTime('2026-12-06', ZONE)).toMatchObject({
      utc: '2026-12-06T05:00:00.000Z',
      dateOnly: true,
    });
    expect(readEventTime('2026-07-06', 'America/Los_Angeles')?.utc).toBe('2026-07-06T07:00:00.000Z');
  });

  it('reads a month, day or hour written without its leading zero, as some calendar plugins write microdata', () => {
    expect(readEventTime('2019-9-20T8:30', ZONE)).toMatchObject({
      utc: '2019-09-20T12:30:00.000Z',
      dateOnly: false,
    });
    expect(readEventTime('2019-12-6T10:00', ZONE)?.utc).toBe('2019-12-06T15:00:00.000Z');
    expect(readEventTime('2019-11-8', ZONE)).toMatchObject({
      utc: '2019-11-08T05:00:00.000Z',
      dateOnly: true,
    });
    // EventON's microdata pads neither the date nor its offset.
    expect(readEventTime('2026-12-3T19:00-5:00', ZONE)).toMatchObject({
      utc: '2026-12-04T00:00:00.000Z',
      dateOnly: false,
    });
    expect(readEventTime('2026-7-3T9:30+5:30', ZONE)?.utc).toBe('2026-07-03T04:00:00.000Z');
  });

  it('reads a space where ISO writes "T", as plugins write a database\'s date and time', () => {
    expect(readEventTime('2026-12-05 19:30:00', ZONE)).toMatchObject({
      utc: '2026-12-06T00:30:00.000Z',
      dateOnly: false,
    });
    expect(readEventTime('2026-12-05 19:30:00-06:00', ZONE)?.utc).toBe('2026-12-06T01:30:00.000Z');
  });

  it('reads the same wall-clock time in another zone apart', () => {
    expect(readEventTime('2026-12-06T20:00', 'America/Chicago')?.utc).toBe('2026-12-07T02:00:00.000Z');
    expect(readEventTime('2026-12-06T20:00', ZONE)?.utc).toBe('2026-12-07T01:00:00.000Z');
  });

  it.each(['2026-02-30T20:00', '2026-13-01', '2026-9-31', '2026-0-5', 'tomorrow', '', '2026-12-06T25:00'])(
    'rejects %p',
    (value) => {
      expect(readEventTime(value, ZONE)).toBeNull();
    },
  );

  it('rejects a zone that does not exist', () => {
    expect(readEventTime('2026-12-06T20:00', 'Mars/Olympus_Mons')).toBeNull();
  });
});
