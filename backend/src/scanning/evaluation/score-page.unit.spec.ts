import { type ExtractedEvent } from '../scanned-event';
import { type CorpusPage } from './corpus-page';
import { similarTitles } from '../merge/similar-titles';
import { readWell, scorePage } from './score-page';
import { extractedEvent } from '../testing/extracted-event.fixtures';

const page = (events: CorpusPage['events'], optional: CorpusPage['events'] = []): CorpusPage => ({
  name: 'page',
  origin: 'owner/repo page.html@0123abc',
  file: 'page.html',
  timezone: 'America/Chicago',
  now: '2026-05-05',
  structured: 'none',
  events,
  optional,
});

const extracted = (title: string, startDate: string, allDay = false): ExtractedEvent =>
  extractedEvent({ title, startDate, allDay });

describe('corpus scoring', () => {
  it('compares titles tolerantly but not loosely', () => {
    expect(similarTitles('“Archive” + JoyCut', 'archive & joycut')).toBe(true);
    expect(similarTitles('Board Meeting', 'Regular Board Meeting - Room 4')).toBe(true);
    expect(similarTitles('Board Meeting', 'Finance Committee')).toBe(false);
  });

  it('matches on local start date and time, one to one, and counts the rest as extra', () => {
    const score = scorePage(
      page([
        { title: 'Show', start: '2026-05-06T19:00' },
        { title: 'Fair', start: '2026-05-07' },
      ]),
      [
        extracted('Show', '2026-05-07T00:00:00.000Z'),
        extracted('Show', '2026-05-07T00:00:00.000Z'),
        extracted('Fair', '2026-05-07T15:00:00.000Z'),
        extracted('Show', '2026-05-07T01:00:00.000Z'),
      ],
    );
    expect(score.found).toBe(2);
    expect(score.expected).toBe(2);
    expect(score.extra.map((event) => event.start)).toEqual(['2026-05-06T19:00', '2026-05-06T20:00']);
  });

  it('treats optional items and events before now as neither hits nor errors', () => {
    const score = scorePage(
      page([{ title: 'Old', start: '2026-05-01' }], [{ title: 'Maybe', start: '2026-06-01' }]),
      [
        extracted('Old', '2026-05-01T05:00:00.000Z', true),
        extracted('Maybe', '2026-06-01T05:00:00.000Z', true),
      ],
    );
    expect(score).toMatchObject({ found: 0, expected: 0, extra: [] });
  });

  it('calls a page read well at recall 0.8 and precision 0.9, and a page without events only when nothing is found', () => {
    const listing = page(
      ['A', 'B', 'C', 'D', 'E'].map((title, day) => ({ title, start: `2026-05-1${day}` })),
    );
    const found = (titles: string[], extra: string[] = []) =>
      scorePage(listing, [
        ...titles.map((title) => extracted(title, `2026-05-1${'ABCDE'.indexOf(title)}T05:00:00.000Z`, true)),
        ...extra.map((title) => extracted(title, '2026-05-20T05:00:00.000Z', true)),
      ]);
    expect(readWell(found(['A', 'B', 'C', 'D']))).toBe(true);
    expect(readWell(found(['A', 'B', 'C']))).toBe(false);
    expect(readWell(found(['A', 'B', 'C', 'D', 'E'], ['Invented']))).toBe(false);
    expect(readWell(scorePage(page([]), []))).toBe(true);
    expect(readWell(scorePage(page([]), [extracted('Invented', '2026-05-20T05:00:00.000Z', true)]))).toBe(
      false,
    );
  });
});
