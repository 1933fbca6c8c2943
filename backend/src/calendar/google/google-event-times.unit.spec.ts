import { googleEventTimes } from './google-calendar-api';

const zone = 'America/Chicago';

describe('googleEventTimes', () => {
  it('sends an all-day run of days with the day after its last day as the exclusive end', () => {
    // December 10 to 12, stored as the midnights starting the first and the last day.
    expect(
      googleEventTimes({
        startDate: '2030-12-10T06:00:00.000Z',
        endDate: '2030-12-12T06:00:00.000Z',
        allDay: true,
        timezone: zone,
      }),
    ).toEqual({ start: { date: '2030-12-10' }, end: { date: '2030-12-13' } });
    expect(
      googleEventTimes({
        startDate: '2030-12-10T06:00:00.000Z',
        endDate: null,
        allDay: true,
        timezone: zone,
      }),
    ).toEqual({ start: { date: '2030-12-10' }, end: { date: '2030-12-11' } });
  });

  it('sends a timed event in its zone, an hour long when it gives no end', () => {
    expect(
      googleEventTimes({
        startDate: '2030-12-11T02:30:00.000Z',
        endDate: null,
        allDay: false,
        timezone: zone,
      }),
    ).toEqual({
      start: { dateTime: '2030-12-10T20:30:00.000-06:00', timeZone: zone },
      end: { dateTime: '2030-12-10T21:30:00.000-06:00', timeZone: zone },
    });
  });
});
