import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { extractEvents } from './extract-events';

/** A full collection, asked of V8 for this test only (jest runs without --expose-gc). */
function collect(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

const context = { timezone: 'America/Chicago', now: new Date('2026-12-01T15:00:00Z') };

describe('what extraction remembers between pages', () => {
  it('keeps none of the pages it read alive', () => {
    const read = (page: number) =>
      extractEvents(
        {
          url: `https://venue.test/${page}`,
          contentType: 'text/html',
          // A class name, a dated line and structured starts of its own per page, beside 1 MB of other text.
          body: `<script type="application/ld+json">${JSON.stringify({
            '@type': 'Event',
            name: `Gala ${page}`,
            startDate: `2026-12-20T20:${String(page).padStart(2, '0')}:00-06:00`,
          })}</script>
            <div itemscope itemtype="https://schema.org/Event"><span itemprop="name">Talk ${page}</span>
            <time itemprop="startDate" datetime="2026-12-21T19:${String(page).padStart(2, '0')}">Dec 21</time></div>
            <ul class="listing-of-page-${page}"><li class="event-card-of-page-${page}">Dec 5 8pm Jazz night number ${page}</li>
            <li class="event-card-of-page-${page}">Dec 6 9pm Other show of page ${page}</li></ul><p>${'x'.repeat(1_000_000)}</p>`,
        },
        context,
      );
    expect(read(0)).toHaveLength(4);
    collect();
    const before = process.memoryUsage().heapUsed;
    for (let page = 1; page <= 40; page += 1) read(page);
    collect();
    // 40 pages of 1 MB: kept alive by a remembered class name, line or start, they would hold 40 MB.
    expect((process.memoryUsage().heapUsed - before) / 1_000_000).toBeLessThan(15);
  });
});
