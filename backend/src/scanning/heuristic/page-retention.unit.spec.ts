import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { extractEvents } from '../extract-events';

/** A full collection, asked of V8 for this test only (jest runs without --expose-gc). */
function collect(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

const context = { timezone: 'America/Chicago', now: new Date('2026-12-01T15:00:00Z') };

describe('what the listing reader remembers between pages', () => {
  it('keeps none of the pages it read alive', () => {
    const read = (page: number) =>
      extractEvents(
        {
          url: `https://venue.test/${page}`,
          contentType: 'text/html',
          // A class name and a dated line of its own per page, beside 1 MB of other text.
          body: `<ul class="listing-of-page-${page}"><li class="event-card-of-page-${page}">Dec 5 8pm Jazz night number ${page}</li>
            <li class="event-card-of-page-${page}">Dec 6 9pm Other show of page ${page}</li></ul><p>${'x'.repeat(1_000_000)}</p>`,
        },
        context,
      );
    expect(read(0)).toHaveLength(2);
    collect();
    const before = process.memoryUsage().heapUsed;
    for (let page = 1; page <= 40; page += 1) read(page);
    collect();
    // 40 pages of 1 MB: kept alive by a remembered class name or line, they would hold 40 MB.
    expect((process.memoryUsage().heapUsed - before) / 1_000_000).toBeLessThan(15);
  });
});
