import { type ExtractedEvent, type Tier } from '../scanned-event';
import { mergeEvents } from './merge-events';
import { extractedEvent } from '../testing/extracted-event.fixtures';

const event = (title: string, startDate: string, tier: Tier = 'heuristic'): ExtractedEvent =>
  extractedEvent({ externalId: `${tier}:${title}:${startDate}`, title, startDate, tier, provenance: tier });

describe('merged events', () => {
  it('come by start, then by title as a reader orders words (case aside), whatever order the tiers gave', () => {
    const merged = mergeEvents([
      event('zither night', '2026-12-06T02:00:00.000Z'),
      event('Banana Band', '2026-12-05T02:00:00.000Z'),
      event('apple Jam', '2026-12-05T02:00:00.000Z'),
      event('Éclair Social', '2026-12-05T02:00:00.000Z'),
      event('Early Show', '2026-12-04T23:00:00.000Z'),
    ]);
    expect(merged.map(({ title, startDate }) => `${startDate} ${title}`)).toEqual([
      '2026-12-04T23:00:00.000Z Early Show',
      '2026-12-05T02:00:00.000Z apple Jam',
      '2026-12-05T02:00:00.000Z Banana Band',
      '2026-12-05T02:00:00.000Z Éclair Social',
      '2026-12-06T02:00:00.000Z zither night',
    ]);
  });

  it('keep one copy of the same title at the same start, the more reliable tier’s', () => {
    const merged = mergeEvents([
      event('The Band!', '2026-12-05T02:00:00.000Z', 'heuristic'),
      event('the band', '2026-12-05T02:00:00.000Z', 'structured'),
    ]);
    expect(merged.map(({ tier }) => tier)).toEqual(['structured']);
  });

  it("prefer the page's own feed to its markup: the same start under another wording, a day the feed gives an hour", () => {
    const merged = mergeEvents([
      event('NYE Bash', '2027-01-01T04:00:00.000Z', 'structured'),
      { ...event('Trivia Night', '2026-12-03T06:00:00.000Z', 'structured'), allDay: true },
      { ...event('Holiday Market', '2026-12-19T06:00:00.000Z', 'structured'), allDay: true },
      event("New Year's Eve Bash", '2027-01-01T04:00:00.000Z', 'ical'),
      event('Trivia Night', '2026-12-04T01:00:00.000Z', 'ical'),
      event('Open Mic', '2026-12-19T20:00:00.000Z', 'ical'),
    ]);
    expect(merged.map(({ title, tier }) => `${tier} ${title}`)).toEqual([
      'ical Trivia Night',
      'structured Holiday Market',
      'ical Open Mic',
      "ical New Year's Eve Bash",
    ]);
  });
});
