import { zoneFromAddress } from './venue-zone';
import { normalisePage } from '../merge/normalise-events';

describe('the venue time zone from an address', () => {
  it.each([
    ['Green Mill, 4802 N Broadway, Chicago, IL, 60640', 'America/Chicago'],
    ['Neumos, 925 E Pike St, Seattle, WA 98122', 'America/Los_Angeles'],
    ['The Town Hall, 123 W 43rd St, New York, NY', 'America/New_York'],
    // West Texas keeps Mountain time: the ZIP settles what the state cannot.
    ['Plaza Theatre, 125 Pioneer Plaza, El Paso, TX 79901', 'America/Denver'],
    ['Saenger Theatre, 118 S Palafox Pl, Pensacola, FL 32502', 'America/Chicago'],
    ['Musical Instrument Museum, Phoenix, AZ 85050, USA', 'America/Phoenix'],
  ])('%s is in %s', (location, zone) => {
    expect(zoneFromAddress(location)).toBe(zone);
  });

  it.each([
    [null],
    ['Main Hall'],
    ['Room 12345, Science Building'],
    // "OR" and "IN" as words, not states.
    ['Library or gym'],
    ['Meet IN the lobby'],
  ])('names no zone for %p', (location) => {
    expect(zoneFromAddress(location)).toBeNull();
  });
});

describe('events read in their venue zone', () => {
  const context = {
    timezone: 'America/Chicago',
    now: new Date('2026-12-01T15:00:00Z'),
    pageUrl: 'https://tour.example/dates',
    sourceUrl: 'https://tour.example/dates',
  };
  const raw = (location: string | null) => ({
    tier: 'structured' as const,
    title: 'Winter Tour',
    start: '2026-12-12T20:00',
    location,
  });

  it("reads a wall-clock time in the zone of the event's address, else in the user's", () => {
    const [seattle, unknown] = normalisePage(
      [raw('Neumos, 925 E Pike St, Seattle, WA 98122'), raw('Main Hall')],
      context,
    ).events;
    expect(seattle).toMatchObject({ startDate: '2026-12-13T04:00:00.000Z', timezone: 'America/Los_Angeles' });
    expect(unknown).toMatchObject({ startDate: '2026-12-13T02:00:00.000Z', timezone: 'America/Chicago' });
  });
});
