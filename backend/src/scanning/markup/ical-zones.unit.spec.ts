import { extractEvents } from '../extract-events';

const USER_ZONE = 'America/Chicago';

function feed(header: string[], events: string[][]): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN', ...header];
  events.forEach((event, index) =>
    lines.push('BEGIN:VEVENT', `UID:e${index}`, 'DTSTAMP:20261101T000000Z', ...event, 'END:VEVENT'),
  );
  return [...lines, 'END:VCALENDAR'].join('\r\n');
}

function read(ics: string) {
  return extractEvents(
    { url: 'https://club.example/calendar.ics', contentType: 'text/calendar', body: ics },
    { timezone: USER_ZONE, now: new Date('2026-12-01T15:00:00Z') },
  ).map(({ title, startDate, timezone }) => ({ title, startDate, timezone }));
}

describe("an iCalendar feed's zones", () => {
  it("reads floating times in the feed's X-WR-TIMEZONE, and gives an event the zone its TZID names", () => {
    const ics = feed(
      ['X-WR-TIMEZONE:America/New_York'],
      [
        ['DTSTART:20261203T190000', 'SUMMARY:Board Meeting'],
        ['DTSTART;TZID=America/Denver:20261204T190000', 'SUMMARY:Away Game'],
      ],
    );
    expect(read(ics)).toEqual([
      { title: 'Board Meeting', startDate: '2026-12-04T00:00:00.000Z', timezone: 'America/New_York' },
      { title: 'Away Game', startDate: '2026-12-05T02:00:00.000Z', timezone: 'America/Denver' },
    ]);
  });

  it('leaves floating times in the user zone when the feed names no zone, or one that does not exist', () => {
    const event = [['DTSTART:20261203T190000', 'SUMMARY:Board Meeting']];
    const expected = [{ title: 'Board Meeting', startDate: '2026-12-04T01:00:00.000Z', timezone: USER_ZONE }];
    expect(read(feed([], event))).toEqual(expected);
    expect(read(feed(['X-WR-TIMEZONE:Mars/Olympus_Mons'], event))).toEqual(expected);
  });
});

describe("an iCalendar feed's all-day events", () => {
  it('end on their last day, as the other tiers read them (DTEND;VALUE=DATE is the day after)', () => {
    const ics = feed(
      [],
      [
        ['DTSTART;VALUE=DATE:20261205', 'DTEND;VALUE=DATE:20261206', 'SUMMARY:Holiday Market'],
        ['DTSTART;VALUE=DATE:20261210', 'DTEND;VALUE=DATE:20261213', 'SUMMARY:Winter Fair'],
      ],
    );
    const events = extractEvents(
      { url: 'https://club.example/calendar.ics', contentType: 'text/calendar', body: ics },
      { timezone: USER_ZONE, now: new Date('2026-12-01T15:00:00Z') },
    ).map(({ title, startDate, endDate, allDay }) => ({ title, startDate, endDate, allDay }));
    expect(events).toEqual([
      { title: 'Holiday Market', startDate: '2026-12-05T06:00:00.000Z', endDate: null, allDay: true },
      {
        title: 'Winter Fair',
        startDate: '2026-12-10T06:00:00.000Z',
        endDate: '2026-12-12T06:00:00.000Z',
        allDay: true,
      },
    ]);
  });
});
