import { load } from 'cheerio';
import { titlesAndStarts } from '../testing/page-events.fixtures';
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

describe('events only in data embedded in the page, read by the shape of a list of them', () => {
  const ZONE = 'America/Chicago';
  const NOW = '2026-12-01T15:00:00Z';
  const page = (scripts: string) =>
    `<html><body><h1>Calendar</h1><div id="calendar"></div>${scripts}</body></html>`;

  it("reads a calendar widget's configuration in a script, with nothing on the page", () => {
    const script = `<script>
      document.addEventListener('DOMContentLoaded', function () {
        new Calendar(document.getElementById('calendar'), {
          initialView: 'listMonth',
          events: [
            { title: 'Open Mic', start: '2026-12-03T19:00:00', end: '2026-12-03T22:00:00', url: '/open-mic' },
            { title: 'Bluegrass Jam', start: '2026-12-10T19:30:00' },
            { title: 'Winter Market', start: '2026-12-12' },
          ],
          eventClick: function (info) { window.open(info.event.url); },
        }).render();
      });</script>`;
    expect(titlesAndStarts(page(script), ZONE, NOW)).toEqual([
      { title: 'Open Mic', start: '2026-12-03T19:00' },
      { title: 'Bluegrass Jam', start: '2026-12-10T19:30' },
      { title: 'Winter Market', start: '2026-12-12T00:00' },
    ]);
  });

  it('reads a JSON list whose records have a name and a start, whatever they are called, epoch times too', () => {
    const items = [
      { name: 'Gallery Talk', startsAt: Date.parse('2026-12-05T18:00:00Z'), room: 'East' },
      { name: 'Print Fair', begin: '2026-12-06 10:00', room: 'Hall' },
    ];
    const script = `<script type="application/json" id="widget-data">${JSON.stringify({ items })}</script>`;
    expect(titlesAndStarts(page(script), ZONE, NOW)).toEqual([
      { title: 'Gallery Talk', start: '2026-12-05T12:00' },
      { title: 'Print Fair', start: '2026-12-06T10:00' },
    ]);
  });

  it('reads no event from lists of other records: a menu, one dated record, past posts', () => {
    const script = `<script>
      var menu = [{ title: 'Home', url: '/' }, { title: 'Visit', url: '/visit' }];
      var banner = [{ title: 'Holiday hours', start: '2026-12-24' }];
      var posts = [{ title: 'Our new roof', date: '2026-10-02T09:00:00' }, { title: 'Hello', date: '2026-11-03T09:00:00' }];
    </script>`;
    expect(titlesAndStarts(page(script), ZONE, NOW)).toEqual([]);
  });
});
