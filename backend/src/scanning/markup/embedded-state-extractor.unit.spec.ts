import { load } from 'cheerio';
import { extractEmbeddedState } from './embedded-state-extractor';
import { parsePage } from '../parse/html-document';

/** The page's events as the page analysis reads them: its scripts noted while it was parsed. */
function eventsOfPage(script: string) {
  const { root, elements } = parsePage(`<html><body><div id="app"></div>${script}</body></html>`);
  return extractEmbeddedState(load(root), elements.scripts);
}

describe('events in embedded application state', () => {
  it('reads typed events from a Next.js state cache, resolving referenced venues', () => {
    const state = {
      props: {
        pageProps: {
          __APOLLO_STATE__: {
            'Member:1': { __typename: 'Member', name: 'Ann', startDate: '2013-06-04T03:47:57-04:00' },
            'Venue:9': { __typename: 'Venue', name: 'Rapid 7', address: 'Pernerova 702/39' },
            'Event:5': {
              __typename: 'Event',
              title: 'PyData Prague #23',
              dateTime: '2024-11-07T18:00:00+01:00',
              endTime: '2024-11-07T21:00:00+01:00',
              eventUrl: 'https://example.test/events/5/',
              venue: { __ref: 'Venue:9' },
            },
          },
        },
      },
    };
    const events = eventsOfPage(
      `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify(state)}</script>`,
    );
    expect(events).toEqual([
      expect.objectContaining({
        title: 'PyData Prague #23',
        start: '2024-11-07T18:00:00+01:00',
        end: '2024-11-07T21:00:00+01:00',
        location: 'Rapid 7, Pernerova 702/39',
        url: 'https://example.test/events/5/',
      }),
    ]);
  });

  it('reads a window.__INITIAL_STATE__ listing and skips cancelled items', () => {
    const state = {
      events: [
        { name: 'Open Mic', start: '2026-03-02T19:00' },
        { name: 'Quiz', start: '2026-03-03T19:00', status: 'cancelled' },
      ],
      posts: [{ title: 'News', date: '2026-01-01', start: '2026-01-01' }],
    };
    const events = eventsOfPage(`<script>window.__INITIAL_STATE__ = ${JSON.stringify(state)};</script>`);
    expect(events.map((event) => [event.title, event.start])).toEqual([['Open Mic', '2026-03-02T19:00']]);
  });
});
