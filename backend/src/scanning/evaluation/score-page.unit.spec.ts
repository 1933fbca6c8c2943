import { type ExtractedEvent } from '../scanned-event';
import { type CorpusPage } from './corpus-page';
import { similarTitles } from '../normalisation/similar-titles';
import { scorePage } from './score-page';
import { extractedEvent } from '../testing/extracted-event.fixtures';

const page = (events: CorpusPage['events'], optional: CorpusPage['events'] = []): CorpusPage => ({
  name: 'page',
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
});
