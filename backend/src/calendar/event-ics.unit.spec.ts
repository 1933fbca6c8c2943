import ICAL from 'ical.js';
import type { CalendarEventDocument } from '@eventfold/projections';
import { icsCalendar } from './event-ics';

// Finding 8: a title with CR/LF was written raw into NAME / X-WR-CALNAME, so a crafted title added
// events, alarms or links to the calendar of anyone who downloaded the event.
const INJECTION =
  'Gig\r\nBEGIN:VALARM\r\nACTION:DISPLAY\r\nEND:VALARM\r\nX-INJECTED:yes\nURL:https://evil.example';

function event(overrides: Partial<CalendarEventDocument> = {}): CalendarEventDocument {
  return {
    _id: 'u:e',
    _position: '1',
    kind: 'event',
    userId: 'u',
    eventId: '6f1d3c1e-7a39-4f6e-9b0a-1d2e3f4a5b6c',
    sourceId: null,
    title: INJECTION,
    description: `${INJECTION}; with, commas \\ and backslash`,
    startDate: '2030-05-01T18:00:00.000Z',
    endDate: null,
    allDay: false,
    timezone: 'America/Chicago',
    location: INJECTION,
    url: 'https://venue.example/gig\r\nX-INJECTED:url',
    imageUrl: null,
    imageId: null,
    externalId: null,
    favorited: false,
    isInvited: false,
    invitedById: null,
    visibility: null,
    sharedByMe: false,
    rsvp: null,
    rsvpCopy: false,
    rangeEnd: '2030-05-01T19:00:00.000Z',
    sequence: 0,
    createdAt: '2030-01-01T00:00:00.000Z',
    updatedAt: '2030-01-01T00:00:00.000Z',
    ...overrides,
  } as CalendarEventDocument;
}

describe('icsCalendar with hostile text', () => {
  const text = icsCalendar([event()], 'https://eventfold.example', INJECTION);
  const unfolded = text.replace(/\r\n[ \t]/g, '').split('\r\n');

  it('adds no property, component or line of its own', () => {
    expect(unfolded.filter((line) => /^(BEGIN|END):VALARM|^X-INJECTED|^ACTION/.test(line))).toEqual([]);
    expect(unfolded.filter((line) => line.startsWith('URL')).length).toBe(1);
    expect(text).not.toMatch(/[^\r]\n|\r(?!\n)/);
  });

  it('keeps every text as one escaped value a calendar reads back', () => {
    const calendar = new ICAL.Component(ICAL.parse(text));
    const [vevent] = calendar.getAllSubcomponents('vevent');
    expect(calendar.getAllSubcomponents('vevent')).toHaveLength(1);
    expect(vevent!.getAllSubcomponents('valarm')).toEqual([]);
    const summary = vevent!.getFirstPropertyValue('summary') as string;
    expect(summary).toBe(
      'Gig\nBEGIN:VALARM\nACTION:DISPLAY\nEND:VALARM\nX-INJECTED:yes\nURL:https://evil.example',
    );
    // ical.js leaves NAME and X- properties unparsed: their raw value is the escaped text.
    const escaped = summary.replace(/\n/g, '\\n');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(escaped);
    expect(calendar.getFirstPropertyValue('name')).toBe(escaped);
    expect(vevent!.getFirstPropertyValue('description')).toBe(`${summary}; with, commas \\ and backslash`);
    expect(vevent!.getFirstPropertyValue('url')).toBe('https://venue.example/gigX-INJECTED:url');
  });
});

describe('icsCalendar with all-day events', () => {
  function dates(overrides: Partial<CalendarEventDocument>) {
    const text = icsCalendar(
      [event({ title: 'Fair', allDay: true, ...overrides })],
      'https://e.example',
      'c',
    );
    return text.split('\r\n').filter((line) => /^DT(START|END)/.test(line));
  }

  it('ends a run of days the day after its last day, as RFC 5545 counts DTEND', () => {
    // December 10 to 12 in Chicago, stored as the midnights of the first and last day.
    expect(
      dates({
        startDate: '2030-12-10T06:00:00.000Z',
        endDate: '2030-12-12T06:00:00.000Z',
        rangeEnd: '2030-12-12T06:00:00.000Z',
      }),
    ).toEqual(['DTSTART;VALUE=DATE:20301210', 'DTEND;VALUE=DATE:20301213']);
  });

  it('ends a one-day event the next day', () => {
    expect(
      dates({ startDate: '2030-12-10T06:00:00.000Z', endDate: null, rangeEnd: '2030-12-11T06:00:00.000Z' }),
    ).toEqual(['DTSTART;VALUE=DATE:20301210', 'DTEND;VALUE=DATE:20301211']);
  });
});

describe('icsCalendar with the person’s reminder lead time', () => {
  function alarms(overrides: Partial<CalendarEventDocument>, remindBeforeMinutes: number) {
    const text = icsCalendar([event(overrides)], 'https://e.example', 'c', { remindBeforeMinutes });
    const [vevent] = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent');
    return vevent!.getAllSubcomponents('valarm').map((alarm) => ({
      action: alarm.getFirstPropertyValue('action'),
      trigger: String(alarm.getFirstPropertyValue('trigger')),
      description: alarm.getFirstPropertyValue('description'),
    }));
  }

  it('alarms at the lead time before an event the person is going to, its title escaped', () => {
    expect(alarms({ rsvp: 'going' }, 180)).toEqual([
      { action: 'DISPLAY', trigger: '-PT3H', description: INJECTION.replace(/\r\n/g, '\n') },
    ]);
    expect(alarms({ rsvp: 'going' }, 1440)).toEqual([expect.objectContaining({ trigger: '-P1D' })]);
  });

  it('has no alarm for an event the person is not going to, nor with reminders off', () => {
    expect(alarms({ rsvp: 'interested' }, 60)).toEqual([]);
    expect(alarms({ rsvp: null, favorited: true }, 60)).toEqual([]);
    expect(alarms({ rsvp: 'going' }, 0)).toEqual([]);
  });
});
