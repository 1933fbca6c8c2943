import { findDates } from './date-patterns';
import { eventTime, findTimes } from './time-patterns';
import { resolveDate } from '../year-zone/year-inference';

const NOW = new Date('2026-12-01T15:00:00Z');
const ZONE = 'America/Chicago';

describe('listing date and time patterns', () => {
  it.each([
    ['Sat, Dec 5', { month: 12, day: 5, year: null, weekday: 6 }],
    ['December 6, 2026', { month: 12, day: 6, year: 2026, weekday: null }],
    ['12/06', { month: 12, day: 6, year: null, weekday: null }],
    ['1/8/27', { month: 1, day: 8, year: 2027, weekday: null }],
    ['Fri 12.4', { month: 12, day: 4, year: null, weekday: 5 }],
    ['Saturday 9th of January', { month: 1, day: 9, year: null, weekday: 6 }],
    ['01Feb', { month: 2, day: 1, year: null, weekday: null }],
    ['18sep', { month: 9, day: 18, year: null, weekday: null }],
    ['Nov 3rd', { month: 11, day: 3, year: null, weekday: null }],
    ['Sept. 5th, 2026', { month: 9, day: 5, year: 2026, weekday: null }],
    ['2026-02-19', { month: 2, day: 19, year: 2026, weekday: null }],
    ['Thursday, February 19 | 7:00 PM', { month: 2, day: 19, year: null, weekday: 4 }],
  ])('reads %s', (text, expected) => {
    expect(findDates(text)).toEqual([expect.objectContaining(expected)]);
  });

  it.each([
    ['July 20\u201324', { month: 7, day: 20, through: { month: 7, day: 24, year: null } }],
    ['November 20-22, 2026', { month: 11, day: 20, year: 2026, through: { month: 11, day: 22, year: 2026 } }],
    ['Nov 20 \u2013 Dec 2', { month: 11, day: 20, through: { month: 12, day: 2, year: null } }],
  ])('reads the run %s as one date with its last day', (text, expected) => {
    expect(findDates(text)).toEqual([expect.objectContaining(expected)]);
  });

  it('reads month-first before day-first, so a run beside its date is not read as another year', () => {
    expect(findDates('July 20\u201324 July 20, 2026')).toEqual([
      expect.objectContaining({
        month: 7,
        day: 20,
        year: null,
        through: expect.objectContaining({ day: 24 }),
      }),
      expect.objectContaining({ month: 7, day: 20, year: 2026 }),
    ]);
    expect(findDates('Thu, Mar 27\nMarch BarCamp')).toEqual([
      expect.objectContaining({ month: 3, day: 27, weekday: 4, text: 'Thu, Mar 27' }),
    ]);
  });

  it('reads two digits after a written-out date and a comma as the next day of a list, not a year', () => {
    expect(findDates('December 11, 12 & 13 at 7:30 pm')).toEqual([
      expect.objectContaining({ month: 12, day: 11, year: null, text: 'December 11' }),
    ]);
    expect(findDates('12/11/26')).toEqual([expect.objectContaining({ month: 12, day: 11, year: 2026 })]);
  });

  it('reads neither relative phrases nor a day number after a weekday alone', () => {
    expect(findDates('in 2 weeks, 3 days ago, next Friday, Wed 18 - Sun 22')).toEqual([]);
  });

  it('does not read prices, phone numbers or versions as dates', () => {
    expect(findDates('Tickets $12.50, call 512-555-0142, v2.10 12.5%')).toEqual([]);
  });

  it.each([
    ['8pm', 20, 0],
    ['8:30 PM', 20, 30],
    ['7:30 p.m.', 19, 30],
    ['20:00', 20, 0],
    ['Doors 7 / Show 8', 20, 0],
    ['noon', 12, 0],
  ])('reads %s as %i:%i', (text, hour, minute) => {
    expect(eventTime(findTimes(text))).toMatchObject({ hour, minute });
  });

  it.each([
    ['6\u20117 pm', [18, 0], [19, 0]],
    ['9-11:30 am', [9, 0], [11, 30]],
    ['11 am\u20112 pm', [11, 0], [14, 0]],
    ['11-2 pm', [11, 0], [14, 0]],
    ['5\u20138 p.m.', [17, 0], [20, 0]],
    ['noon - 3pm', [12, 0], [15, 0]],
    ['10:00 to 11:30', [10, 0], [11, 30]],
  ])('reads the range %s', (text, [hour, minute], [endHour, endMinute]) => {
    expect(eventTime(findTimes(text))).toMatchObject({
      hour,
      minute,
      end: { hour: endHour, minute: endMinute },
    });
  });

  it('reads no range from dates or scores', () => {
    expect(findTimes('2026-02-19, won 2-3')).toEqual([]);
  });

  it('infers the year from the weekday, else from the distance to today', () => {
    const [jan9] = findDates('Sat, Jan 9');
    const [nov20] = findDates('Nov 20');
    const [jan9NoWeekday] = findDates('Jan 9');
    expect(resolveDate(jan9!, NOW, ZONE)?.toISODate()).toBe('2027-01-09');
    expect(resolveDate(nov20!, NOW, ZONE)?.toISODate()).toBe('2026-11-20');
    expect(resolveDate(jan9NoWeekday!, NOW, ZONE)?.toISODate()).toBe('2027-01-09');
  });

  it("resolves no day whose weekday fits neither this year's date nor next year's (an archive's)", () => {
    // December 13 is a Saturday in 2025, a Sunday in 2026 and a Monday in 2027; July 20 a Sunday only in 2025.
    const [december13] = findDates('Saturday, December 13');
    const [july20] = findDates('Sunday, July 20');
    expect(resolveDate(december13!, NOW, ZONE)).toBeNull();
    expect(resolveDate(july20!, NOW, ZONE)).toBeNull();
  });
});
