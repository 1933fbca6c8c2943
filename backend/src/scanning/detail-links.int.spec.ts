import type http from 'node:http';
import { MAX_DETAIL_PAGES, sameSite } from './detail-address';
import { createFetcher } from './fetching/fetcher';
import { scanSource } from './scan-source';
import { type LocalServer, startServer } from './testing/local-server.fixtures';

const ENTRIES = 60;
const now = new Date('2026-11-25T12:00:00Z');
const timezone = 'America/Chicago';
const LAST_MODIFIED = 'Tue, 10 Nov 2026 08:00:00 GMT';

/** Entry n's day: January 2027 onwards, one a day. */
function dayOf(n: number): { iso: string; written: string } {
  const day = new Date(Date.UTC(2027, 0, 1 + n));
  const written = day.toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return { iso: day.toISOString().slice(0, 10), written };
}

function listing(crossSite: string): string {
  const entries = Array.from({ length: ENTRIES }, (_, n) => {
    const href = n === 0 ? '/private/0' : n === 1 ? `${crossSite}/events/1` : `/events/${n}`;
    return `<article class="event"><h3><a href="${href}">Lecture number ${n}</a></h3><p>${dayOf(n).written}</p></article>`;
  });
  return `<html><body><h1>Upcoming lectures</h1>${entries.join('\n')}</body></html>`;
}

function detail(n: number): string {
  // Without event markup: the time stands in the text only.
  if (n === 3)
    return `<html><body><nav>Open daily 10 am - 5 pm</nav><h1>Lecture number 3</h1>
      <p>${dayOf(3).written}</p><p>Doors 6 pm, show 7 pm</p></body></html>`;
  const event = {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: `Lecture number ${n}`,
    startDate: `${dayOf(n).iso}T19:30:00-06:00`,
  };
  return `<html><head><script type="application/ld+json">${JSON.stringify(event)}</script></head>
    <body><h1>Lecture number ${n}</h1><p>${dayOf(n).written}, 7:30 pm</p></body></html>`;
}

describe('detail links of a live listing', () => {
  let site: LocalServer;
  let otherSite: LocalServer;
  const statuses: { path: string; status: number }[] = [];
  const otherRequests: string[] = [];
  let inFlight = 0;
  let mostInFlight = 0;

  const answer = (response: http.ServerResponse, path: string, status: number, headers = {}, body = '') => {
    statuses.push({ path, status });
    response.writeHead(status, headers).end(body);
  };

  beforeAll(async () => {
    otherSite = await startServer('127.0.0.3', (request, response) => {
      otherRequests.push(request.url ?? '/');
      response.writeHead(200, { 'content-type': 'text/html' }).end(detail(1));
    });
    site = await startServer('127.0.0.2', (request, response) => {
      const path = request.url ?? '/';
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      response.on('finish', () => (inFlight -= 1));
      const html = { 'content-type': 'text/html; charset=utf-8' };
      const number = /^\/events\/(\d+)$/.exec(path)?.[1];
      if (path === '/robots.txt')
        answer(response, path, 200, { 'content-type': 'text/plain' }, 'User-agent: *\nDisallow: /private/\n');
      else if (path === '/listing') answer(response, path, 200, html, listing(otherSite.base));
      else if (number === undefined)
        answer(response, path, 404, { 'content-type': 'text/plain' }, 'not found');
      else {
        // Even pages give an ETag, odd ones a Last-Modified date: a rescan asks back with either.
        const validator =
          Number(number) % 2 === 0
            ? { header: 'etag', asked: request.headers['if-none-match'], value: `"v${number}"` }
            : { header: 'last-modified', asked: request.headers['if-modified-since'], value: LAST_MODIFIED };
        if (validator.asked === validator.value) answer(response, path, 304);
        else
          answer(
            response,
            path,
            200,
            { ...html, [validator.header]: validator.value },
            detail(Number(number)),
          );
      }
    });
  });
  afterAll(async () => {
    await site.close();
    await otherSite.close();
  });

  const detailAnswers = (status: number) =>
    statuses.filter((seen) => seen.path.startsWith('/events/') && seen.status === status).length;

  it('follows at most 50 same-site links robots.txt allows, and rescans them conditionally', async () => {
    const fetcher = createFetcher({ allowedHosts: '127.0.0.2,127.0.0.3', perHostDelayMs: 1 });
    const scan = () => scanSource(`${site.base}/listing`, { timezone, now, fetcher, llm: null });

    const first = await scan();
    const byTitle = new Map(first.events.map((event) => [event.title, event]));
    expect(byTitle.get('Lecture number 2')).toMatchObject({
      startDate: '2027-01-04T01:30:00.000Z',
      allDay: false,
    });
    expect(byTitle.get('Lecture number 3')).toMatchObject({ startDate: '2027-01-05T01:00:00.000Z' });
    // Disallowed by robots.txt, on another site, and past the cap: the day stays, without a time.
    expect(byTitle.get('Lecture number 0')).toMatchObject({ allDay: true });
    expect(byTitle.get('Lecture number 1')).toMatchObject({ allDay: true });
    expect(byTitle.get(`Lecture number ${ENTRIES - 1}`)).toMatchObject({ allDay: true });
    expect(first.events.filter((event) => !event.allDay)).toHaveLength(MAX_DETAIL_PAGES - 1);

    const details = first.pages.filter((page) => page.role === 'detail');
    expect(details).toHaveLength(MAX_DETAIL_PAGES);
    expect(details.find((page) => page.url.endsWith('/private/0'))).toMatchObject({ failure: 'robots' });
    expect(statuses.filter((seen) => seen.path.startsWith('/private/'))).toHaveLength(0);
    expect(otherRequests).toHaveLength(0);
    expect(detailAnswers(200)).toBe(MAX_DETAIL_PAGES - 1);
    expect(mostInFlight).toBe(1);

    const again = await scan();
    expect(detailAnswers(200)).toBe(MAX_DETAIL_PAGES - 1);
    expect(detailAnswers(304)).toBe(MAX_DETAIL_PAGES - 1);
    expect(again.events.filter((event) => !event.allDay)).toHaveLength(MAX_DETAIL_PAGES - 1);
    expect(again.events.find((event) => event.title === 'Lecture number 2')).toMatchObject({
      startDate: '2027-01-04T01:30:00.000Z',
    });
  });

  it('treats a registrable domain as one site, and other schemes and domains as others', () => {
    expect(sameSite('https://tickets.venue.org/e/1', 'https://www.venue.org/events')).toBe(true);
    expect(sameSite('https://venue.com/e/1', 'https://venue.org/events')).toBe(false);
    expect(sameSite('https://alice.github.io/e/1', 'https://bob.github.io/events')).toBe(false);
    expect(sameSite('file:///tmp/e/1.html', 'file:///tmp/listing.html')).toBe(false);
  });
});
