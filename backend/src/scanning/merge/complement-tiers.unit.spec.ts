import { type RawEvent } from '../scanned-event';
import { complementTiers } from './complement-tiers';

const ZONE = 'America/Detroit';
const markup = (title: string, start: string, end?: string): RawEvent => ({
  tier: 'structured',
  title,
  start,
  end,
});
const listed = (title: string, start: string, end?: string): RawEvent => ({
  tier: 'heuristic',
  title,
  start,
  end,
});

describe('structured markup and the listing heuristic completing each other', () => {
  it('gives a date-only markup event the time its visible block shows', () => {
    const events = complementTiers(
      [markup('Improv Happy Hour', '2026-02-13')],
      [listed('Improv Happy Hour', '2026-02-13T19:00', '2026-02-13T20:30')],
      ZONE,
    );
    expect(events).toEqual([
      expect.objectContaining({ tier: 'structured', start: '2026-02-13T19:00', end: '2026-02-13T20:30' }),
    ]);
  });

  it("gives a markup event at the venue's midnight without an end the time its visible block shows", () => {
    const events = complementTiers(
      [
        markup('Winter Concert', '2026-12-12T00:00:00-05:00'),
        markup('Countdown', '2026-12-31T00:00:00-05:00', '2026-12-31T01:00:00-05:00'),
      ],
      [listed('Winter Concert', '2026-12-12T19:30'), listed('Countdown', '2026-12-31T23:00')],
      ZONE,
    );
    expect(events.map(({ title, start }) => `${title} ${start}`)).toEqual([
      'Winter Concert 2026-12-12T19:30',
      'Countdown 2026-12-31T00:00:00-05:00',
    ]);
  });

  it('trusts the visible wall-clock time over an offset from the wrong side of a DST change', () => {
    const events = complementTiers(
      [markup('Audit Committee', '2025-11-21T08:00:00-04:00', '2025-11-21T10:00:00-04:00')],
      [listed('Audit Committee', '2025-11-21T08:00')],
      ZONE,
    );
    expect(events).toEqual([expect.objectContaining({ start: '2025-11-21T08:00', end: '2025-11-21T10:00' })]);
  });

  it("reads the page's other events with that same wrong offset as wall-clock too, and leaves right offsets alone", () => {
    const events = complementTiers(
      [
        markup('Audit Committee', '2025-11-21T08:00:00-04:00', '2025-11-21T10:00:00-04:00'),
        // A day cell of two events shows one time only: this one has no visible twin of its own.
        markup('Board Workshop', '2025-11-20T13:00:00-04:00'),
        // October is still on daylight time: -04:00 is right there.
        markup('Finance Committee', '2025-10-22T09:00:00-04:00'),
        markup('Webinar', '2025-11-25T15:00:00+00:00'),
      ],
      [listed('Audit Committee', '2025-11-21T08:00')],
      ZONE,
    );
    expect(events.map((event) => event.start)).toEqual([
      '2025-11-21T08:00',
      '2025-11-20T13:00',
      '2025-10-22T09:00:00-04:00',
      '2025-11-25T15:00:00+00:00',
    ]);
  });

  it('keeps offsets when no visible time shows one to be wrong', () => {
    const events = complementTiers(
      [
        markup('Audit Committee', '2025-11-21T08:00:00-05:00'),
        markup('Board Workshop', '2025-11-20T13:00:00-04:00'),
      ],
      [listed('Audit Committee', '2025-11-21T08:00')],
      ZONE,
    );
    expect(events.map((event) => event.start)).toEqual(['2025-11-21T08:00', '2025-11-20T13:00:00-04:00']);
  });

  it('keeps listed events the markup lacks', () => {
    const events = complementTiers(
      [markup('Legal Committee', '2025-11-20T12:00:00-05:00')],
      [listed('Legal Committee', '2025-11-20T12:00'), listed('Board Workshop', '2025-11-20T13:00')],
      ZONE,
    );
    expect(events.map((event) => [event.title, event.start])).toEqual([
      ['Legal Committee', '2025-11-20T12:00'],
      ['Board Workshop', '2025-11-20T13:00'],
    ]);
  });
});
