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

  it('trusts the visible wall-clock time over an offset from the wrong side of a DST change', () => {
    const events = complementTiers(
      [markup('Audit Committee', '2025-11-21T08:00:00-04:00', '2025-11-21T10:00:00-04:00')],
      [listed('Audit Committee', '2025-11-21T08:00')],
      ZONE,
    );
    expect(events).toEqual([expect.objectContaining({ start: '2025-11-21T08:00', end: '2025-11-21T10:00' })]);
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
