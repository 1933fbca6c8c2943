import http from 'node:http';
import { type AddressInfo } from 'node:net';
import { type Page, expect } from '@playwright/test';
import { solidPng } from './png';

export interface VenueEvent {
  title: string;
  /** Days from today; the scanner keeps only events from today onward. */
  inDays: number;
  hour: number;
  /** Served as /poster.png and named in the event's JSON-LD `image`. */
  withPoster?: boolean;
}

export interface VenueSite {
  /** The events page, e.g. http://127.0.0.1:41234/events */
  url: string;
  /** How many times the scanner fetched the events page. */
  readonly pageHits: number;
  /** How many times anyone fetched /poster.png (only our server should). */
  readonly posterHits: number;
  setEvents(events: VenueEvent[]): void;
  close(): Promise<void>;
}

function isoAt(inDays: number, hour: number): string {
  const date = new Date();
  date.setDate(date.getDate() + inDays);
  date.setHours(hour, 0, 0, 0);
  return date.toISOString();
}

/**
 * `postalCode`: the venue's own JSON-LD node gives its address with this ZIP (its events' places do not).
 * `address`: the events' place (default a Chicago address).
 */
export interface VenueSiteOptions {
  postalCode?: string;
  /** Text, or a schema.org PostalAddress's fields as a page writes them (some perhaps empty). */
  address?: string | Record<string, string>;
  /**
   * A plain-HTML page instead: no markup at all, the events listed as headings with their date and
   * time, and this address shown in the page's header (as a club's site writes it).
   */
  plainWithHeaderAddress?: string;
  /**
   * 'programme': a page the automatic reader misses (issue 25): no markup, each show a name, its day without an hour
   * and the day it was listed (two days: no one event's, to the listing reader); with a script and a style the
   * teaching dialog must never show.
   */
  layout?: 'json-ld' | 'programme';
}

/** "Friday, December 12, 2026": a day as a small venue prints it. */
function writtenDay(inDays: number): string {
  const date = new Date();
  date.setDate(date.getDate() + inDays);
  return date.toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });
}

function programmePage(name: string, events: VenueEvent[]): string {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const items = events
    .map(
      (event, index) =>
        `<li class="programme__item"><span class="programme__name">${escape(event.title)}</span>` +
        `<span class="programme__when">${writtenDay(event.inDays)}</span>` +
        `<small class="programme__posted">Listed ${writtenDay(-10 - index)}</small><a href="/shows/${index}">More</a></li>`,
    )
    .join('');
  return `<!doctype html><html><head><title>${name}</title><style>.programme-secret-style{}</style>
<script>window.programmeSecretScript = 1</script></head>
<body><h1>${name}</h1><h2>On stage</h2><ul class="programme">${items}</ul></body></html>`;
}

/** "Saturday, December 5, 2026 · 8:00 PM", as a venue's own listing writes a show. */
function writtenWhen(inDays: number, hour: number): string {
  const when = new Date(isoAt(inDays, hour));
  const day = when.toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });
  const time = when.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
  return `${day} · ${time}`;
}

function plainPage(name: string, events: VenueEvent[], address: string): string {
  const items = events
    .map((event) => `<li><h2>${event.title}</h2><p>${writtenWhen(event.inDays, event.hour)}</p></li>`)
    .join('');
  return `<!doctype html><html><head><title>${name}</title></head>
<body><header><h1>${name}</h1><p>${address}</p></header><main><ul>${items}</ul></main></body></html>`;
}

function page(name: string, events: VenueEvent[], origin: string, options: VenueSiteOptions): string {
  if (options.layout === 'programme') return programmePage(name, events);
  if (options.plainWithHeaderAddress) return plainPage(name, events, options.plainWithHeaderAddress);
  const venue = options.postalCode
    ? [
        {
          '@context': 'https://schema.org',
          '@type': 'MusicVenue',
          name,
          address: { '@type': 'PostalAddress', addressLocality: 'Chicago', postalCode: options.postalCode },
        },
      ]
    : [];
  const listed = events.map((event) => ({
    ...(event.withPoster ? { image: `${origin}/poster.png` } : {}),
    '@context': 'https://schema.org',
    '@type': 'MusicEvent',
    name: event.title,
    startDate: isoAt(event.inDays, event.hour),
    location: {
      '@type': 'Place',
      name,
      address:
        typeof options.address === 'object'
          ? { '@type': 'PostalAddress', ...options.address }
          : (options.address ?? '4802 N Broadway, Chicago, IL'),
    },
  }));
  const jsonLd = [...venue, ...listed];
  const items = events.map((event) => `<li><h2>${event.title}</h2></li>`).join('');
  return `<!doctype html><html><head><title>${name}</title>
<script type="application/ld+json">${JSON.stringify(jsonLd)}</script></head>
<body><h1>${name}: upcoming shows</h1><ul>${items}</ul></body></html>`;
}

/**
 * A venue website on 127.0.0.1 for the browser tests: its events page carries schema.org events in
 * JSON-LD, dated from today, so the scanner's structured tier finds them without any API key.
 * The e2e server allows 127.0.0.1 through SCANNER_ALLOWED_HOSTS (scripts/e2e-server.mjs).
 */
export async function startVenueSite(
  name: string,
  initial: VenueEvent[],
  options: VenueSiteOptions = {},
): Promise<VenueSite> {
  let events = initial;
  let pageHits = 0;
  let posterHits = 0;
  const server = http.createServer((request, response) => {
    if (request.url === '/robots.txt') {
      response.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nAllow: /\n');
      return;
    }
    if (request.url === '/events' || request.url === '/') {
      pageHits += 1;
      const origin = `http://${request.headers.host}`;
      response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(page(name, events, origin, options));
      return;
    }
    if (request.url === '/poster.png') {
      posterHits += 1;
      response.writeHead(200, { 'content-type': 'image/png' }).end(solidPng(80, 60, [30, 120, 220]));
      return;
    }
    response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/events`,
    get pageHits() {
      return pageHits;
    },
    get posterHits() {
      return posterHits;
    },
    setEvents: (next) => {
      events = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Waits until the user's first source has scanned `count` events. */
export async function waitForSourceEvents(page: Page, count: number) {
  await expect
    .poll(
      async () =>
        ((await (await page.request.get('/api/event-sources')).json()) as { eventCount: number }[])[0]
          ?.eventCount,
      { timeout: 30_000 },
    )
    .toBe(count);
}

/** A signed-in user with no venue yet adds their first one, `name` at `url`, from the getting-started state. */
export async function addFirstVenue(page: Page, url: string, name: string) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Add Your First Venue' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Add Event Source' });
  await addDialog.getByRole('textbox', { name: /website url/i }).fill(url);
  await addDialog.getByRole('textbox', { name: /name/i }).fill(name);
  await addDialog.getByRole('button', { name: 'Add Source' }).click();
  await expect(addDialog).toBeHidden();
}
