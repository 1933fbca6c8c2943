import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { TAUGHT_MESSAGES } from '@eventfold/contracts';
import { DateTime } from 'luxon';
import { DEFAULT_CORPUS_DIR, readCorpus } from '../evaluation/corpus-page';
import { scanCorpusPage } from '../evaluation/evaluate-corpus';
import { scorePage } from '../evaluation/score-page';
import { teachPage } from './teach-page';

const ZONE = 'America/Chicago';
const NOW = DateTime.fromISO('2026-12-01T12:00', { zone: ZONE }).toJSDate();
const URL = 'https://lantern.test/shows';
const context = { timezone: ZONE, now: NOW, pageUrl: URL, sourceUrl: URL };

const teach = (body: string, examples: string[]) =>
  teachPage({ url: URL, contentType: 'text/html', body }, examples, context);

const show = (name: string, day: string, extra = '') =>
  `<li class="show${extra}"><span class="show__name">${name}</span><span class="show__tour">On tour</span><span class="show__when">${day}</span><a href="/shows/${name.length}">More</a></li>`;

/** Shows by month, each month a section of its own class. */
const byMonth = `<html><body><h1>The Lantern Room</h1>
<section class="month month--december"><ul>${show('Velvet Static', 'December 12, 2026')}${show('Marigold', 'December 18, 2026', ' show--sold-out')}</ul></section>
<section class="month month--january"><ul>${show('Dust Bowl Revival', 'January 9, 2027')}${show('Low Tide', 'January 16, 2027')}</ul></section>
</body></html>`;

describe('learning a page from one example', () => {
  it('finds the record around a title typed as a person types it, and reads every sibling record', () => {
    const taught = teach(byMonth, ['  velvet   STATIC! ']);
    if (!taught.ok) throw new Error(taught.message);
    expect(taught.events.map((event) => [event.title, event.startDate, event.allDay])).toEqual([
      ['Velvet Static', '2026-12-12T06:00:00.000Z', true],
      ['Marigold', '2026-12-18T06:00:00.000Z', true],
    ]);
    expect(taught.events[0]!.url).toBe('https://lantern.test/shows/13');
    // Data only: steps of tag names and classes; the sold-out card's own class is not required of a record.
    expect(taught.pattern.record.at(-1)).toEqual({ tag: 'li', classes: ['show'] });
    expect(JSON.stringify(taught.pattern)).not.toMatch(/[()\\^$*]/);
  });

  it('takes a unique part of a longer title, and refuses a part several titles share', () => {
    const page = byMonth.replace('Low Tide', 'Low Tide Revival');
    const part = teach(page, ['Velvet']);
    expect(part.ok && part.events[0]!.title).toBe('Velvet Static');
    expect(teach(page, ['Revival'])).toEqual({ ok: false, message: TAUGHT_MESSAGES.ambiguous('Revival') });
  });

  it('says why when the title is not on the page, stands in no repeated record, or reads nothing upcoming', () => {
    expect(teach(byMonth, ['Swan Lake'])).toEqual({
      ok: false,
      message: TAUGHT_MESSAGES.titleNotFound('Swan Lake'),
    });
    expect(teach(byMonth, ['The Lantern Room'])).toEqual({
      ok: false,
      message: TAUGHT_MESSAGES.noRecord('The Lantern Room'),
    });
    const past = byMonth.replace(/2026|2027/g, '2020');
    expect(teach(past, ['Velvet Static'])).toEqual({ ok: false, message: TAUGHT_MESSAGES.readsNothing });
  });

  it('reads the time beside the day, the show not the doors, and the day under a month heading', () => {
    const rows = ['Wed 16', 'Fri 18'].map(
      (day, index) =>
        `<tr><td class="day">${day}</td><td class="name">Night ${index}</td><td class="doors">Doors 6:30 pm</td><td class="start">7:30 pm</td></tr>`,
    );
    const taught = teach(
      `<html><body><table><tr><th colspan="4"><h2>December 2026</h2></th></tr>${rows.join('')}</table></body></html>`,
      ['Night 1'],
    );
    if (!taught.ok) throw new Error(taught.message);
    expect(taught.events.map((event) => [event.title, event.startDate])).toEqual([
      ['Night 0', '2026-12-17T01:30:00.000Z'],
      ['Night 1', '2026-12-19T01:30:00.000Z'],
    ]);
  });
});

describe('a second example', () => {
  it('refines the pattern to what both records share (another month of shows)', () => {
    const one = teach(byMonth, ['Velvet Static']);
    expect(one.ok && one.events).toHaveLength(2);
    const two = teach(byMonth, ['Velvet Static', 'Low Tide']);
    if (!two.ok) throw new Error(two.message);
    expect(two.events.map((event) => event.title)).toEqual([
      'Velvet Static',
      'Marigold',
      'Dust Bowl Revival',
      'Low Tide',
    ]);
    expect(two.pattern.examples).toEqual(['Velvet Static', 'Low Tide']);
    expect(two.pattern.record.find((step) => step.tag === 'section')!.classes).toEqual(['month']);
  });

  it('narrows to the pattern that reads it as a title, and says so when none of the first does', () => {
    // "On tour", every card's second line, reads as each record's title: a second example that it does not read
    // as one leaves only the pattern through the cards' names.
    const second = teach(byMonth, ['On tour', 'Marigold']);
    if (!second.ok) throw new Error(second.message);
    expect(second.events.map((event) => event.title)).toEqual(['Velvet Static', 'Marigold']);
    const elsewhere = `${byMonth.replace('</body>', '')}<ol class="press"><li class="quote"><b>A night at the Lantern</b> <i>May 2, 2026</i></li><li class="quote"><b>Old news</b> <i>May 3, 2026</i></li></ol></body>`;
    expect(teach(elsewhere, ['Velvet Static', 'Old news'])).toEqual({
      ok: false,
      message: TAUGHT_MESSAGES.examplesDisagree,
    });
  });
});

const corpus = process.env['EXTRACTION_CORPUS_DIR'] ?? DEFAULT_CORPUS_DIR;
const withCorpus = existsSync(corpus) || Boolean(process.env['CI']);
if (!withCorpus) console.warn(`Skipping the corpus pages of the learning: no corpus at ${corpus}`);

(withCorpus ? describe : describe.skip)(
  'learning pages of the shared corpus the automatic reader missed when teaching came',
  () => {
    const pages = withCorpus ? readCorpus(corpus) : [];
    it.each([
      ['44-national-nordic-museum-events', '17th of May in Ballard'],
      ['33-el-corazon-funhouse', 'braden bales'],
    ])('%s, taught by "%s", reads every event', async (name, example) => {
      const page = pages.find((candidate) => candidate.name === name)!;
      const automatic = scorePage(page, await scanCorpusPage(page));
      const now = DateTime.fromISO(page.now, { zone: page.timezone }).toJSDate();
      const document = {
        url: `file://${path.resolve(page.file)}`,
        contentType: 'text/html',
        body: readFileSync(page.file, 'utf8'),
      };
      const taught = teachPage(document, [example], {
        timezone: page.timezone,
        now,
        pageUrl: document.url,
        sourceUrl: document.url,
      });
      if (!taught.ok) throw new Error(taught.message);
      const score = scorePage(page, taught.events);
      expect(score.found / score.expected).toBeGreaterThanOrEqual(0.9);
      expect(score.found / (score.found + score.extra.length)).toBeGreaterThanOrEqual(0.8);
      // The automatic reader has since learned some of them: taught, a page reads at least as well.
      expect(score.found).toBeGreaterThanOrEqual(automatic.found);
    });
  },
);
