import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createFetcher } from './fetching/fetcher';
import { scanSource } from './scan-source';
import { type ExtractedEvent, type Tier, TIERS } from './scanned-event';
import { type LocalServer, serveVenues, VENUES_DIR } from './testing/local-server.fixtures';

/** The corpus is written as of this day, in this zone. */
const NOW = new Date('2026-12-01T15:00:00Z');
const TIMEZONE = 'America/Chicago';
/** The recall the listing heuristic must keep on the corpus's plain listing pages. */
const HEURISTIC_MIN_RECALL = 0.9;

type Expected = Partial<ExtractedEvent> & { title: string; startDate: string; tier: Tier };

const pages = readdirSync(VENUES_DIR)
  .filter((file) => file.endsWith('.expected.json'))
  .map((file) => {
    const name = file.replace('.expected.json', '');
    const page = readdirSync(VENUES_DIR).find(
      (candidate) => candidate.startsWith(`${name}.`) && !candidate.endsWith('.json'),
    )!;
    return {
      name,
      page,
      expected: JSON.parse(readFileSync(path.join(VENUES_DIR, file), 'utf8')) as Expected[],
    };
  });

const key = (event: { title: string; startDate: string }) => `${event.title}|${event.startDate}`;

describe('scanner over the venue corpus', () => {
  let server: LocalServer;
  const found = new Map<string, ExtractedEvent[]>();

  beforeAll(async () => {
    server = await serveVenues();
    const fetcher = createFetcher({ allowedHosts: '127.0.0.2', perHostDelayMs: 0 });
    for (const { name, page } of pages) {
      const result = await scanSource(`${server.base}/${page}`, {
        timezone: TIMEZONE,
        now: NOW,
        fetcher,
        llm: null,
      });
      found.set(name, result.events);
    }
  });
  afterAll(() => server.close());

  it('has a corpus of about twenty pages with expectations', () => {
    expect(pages.length).toBeGreaterThanOrEqual(16);
  });

  it.each(pages.map((page) => [page.name, page] as const))(
    '%s yields exactly its expected events',
    (_, { name, expected }) => {
      const events = found.get(name)!;
      const localise = (value: unknown) =>
        typeof value === 'string' ? value.replace('https://venues.test', server.base) : value;
      if (expected.every((event) => event.tier === 'heuristic') && expected.length > 0) {
        // Heuristic pages are scored in the recall table below; here they must invent nothing.
        const wanted = new Set(expected.map(key));
        expect(events.filter((event) => !wanted.has(key(event)))).toEqual([]);
        return;
      }
      expect(
        events.map((event) => ({ title: event.title, startDate: event.startDate, tier: event.tier })),
      ).toEqual(
        expected.map((event) => ({ title: event.title, startDate: event.startDate, tier: event.tier })),
      );
      expected.forEach((wanted, index) => {
        for (const [field, value] of Object.entries(wanted)) {
          expect({ field, value: events[index]![field as keyof ExtractedEvent] }).toEqual({
            field,
            value: localise(value),
          });
        }
      });
    },
  );

  it('prints precision and recall per tier, and meets the stated bars', () => {
    const rows = TIERS.map((tier) => {
      const expected = pages.flatMap(({ name, expected }) =>
        expected.filter((event) => event.tier === tier).map((event) => `${name}|${key(event)}`),
      );
      const got = pages.flatMap(({ name }) =>
        found
          .get(name)!
          .filter((event) => event.tier === tier)
          .map((event) => `${name}|${key(event)}`),
      );
      const hits = got.filter((item) => expected.includes(item)).length;
      return {
        tier,
        expected: expected.length,
        found: got.length,
        precision: got.length ? hits / got.length : 1,
        recall: expected.length ? hits / expected.length : 1,
      };
    });
    // eslint-disable-next-line no-console -- the per-tier figures are this test's report
    console.log(
      ['tier        expected  found  precision  recall']
        .concat(
          rows.map(
            (row) =>
              `${row.tier.padEnd(12)}${String(row.expected).padStart(8)}${String(row.found).padStart(7)}${row.precision.toFixed(2).padStart(11)}${row.recall.toFixed(2).padStart(8)}`,
          ),
        )
        .join('\n'),
    );
    const byTier = Object.fromEntries(rows.map((row) => [row.tier, row]));
    for (const tier of ['ical', 'structured'] as const) {
      expect({ tier, precision: byTier[tier]!.precision, recall: byTier[tier]!.recall }).toEqual({
        tier,
        precision: 1,
        recall: 1,
      });
    }
    expect(byTier.heuristic!.recall).toBeGreaterThanOrEqual(HEURISTIC_MIN_RECALL);
    expect(byTier.heuristic!.precision).toBe(1);
    for (const name of ['no-events-about', 'no-events-contact'])
      expect({ name, events: found.get(name) }).toEqual({ name, events: [] });
  });
});
