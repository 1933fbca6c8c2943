import { describe, expect, it } from 'vitest';
import { inviteTarget } from './invite-target';
import { sharedEventWhen } from './shared-event-when';

describe('/invite', () => {
  it('leads to the event with its banner, or home', () => {
    expect(inviteTarget('abc-123')).toBe('/event/abc-123?invite=true');
    expect(inviteTarget('a/b?c')).toBe('/event/a%2Fb%3Fc?invite=true');
    expect(inviteTarget(null)).toBe('/');
    expect(inviteTarget('  ')).toBe('/');
  });
});

describe('shared event date and time', () => {
  const event = { startDate: '2026-07-04T01:00:00.000Z', allDay: false, timezone: 'America/New_York' };
  it('writes a long US date with weekday and a 12-hour time in the viewer zone, named', () => {
    expect(sharedEventWhen(event, 'America/Chicago')).toEqual({
      date: 'Friday, July 3, 2026',
      time: '8:00 PM CDT',
    });
  });
  it('prints Invalid Date and Invalid Time for a broken date', () => {
    expect(sharedEventWhen({ ...event, startDate: 'soon' }, 'America/Chicago')).toEqual({
      date: 'Invalid Date',
      time: 'Invalid Time',
    });
  });
  it('keeps an all-day event on its own day', () => {
    expect(
      sharedEventWhen(
        { startDate: '2026-07-04T04:00:00.000Z', allDay: true, timezone: 'America/New_York' },
        'Pacific/Honolulu',
      ),
    ).toEqual({
      date: 'Saturday, July 4, 2026',
      time: 'All day',
    });
  });
});
