import http from 'node:http';
import { type AddressInfo } from 'node:net';

export interface ReportVenues {
  origin: string;
  close(): Promise<void>;
}

function dayFromToday(days: number, hour: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  date.setHours(hour, 0, 0, 0);
  return date.toISOString();
}

function jsonLdPage(title: string, events: { name: string; inDays: number }[], extra = ''): string {
  const items = events.map((event) => ({
    '@context': 'https://schema.org',
    '@type': 'MusicEvent',
    name: event.name,
    startDate: dayFromToday(event.inDays, 20),
    location: { '@type': 'Place', name: title },
  }));
  return `<!doctype html><html><head><title>${title}</title>
<script type="application/ld+json">${JSON.stringify(items)}</script></head>
<body><h1>${title}</h1>${extra}</body></html>`;
}

function writtenDay(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return date.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
}

/** A listing giving days without times, each entry linking its own page (one of them robots-disallowed). */
function lectureListing(): string {
  const entries = [
    ['/lectures/stars', 'Stars Over the Harbor', 4],
    ['/lectures/tides', 'Reading the Tides', 6],
    ['/private-talk', 'Donors Talk', 8],
  ] as const;
  const items = entries.map(
    ([href, title, inDays]) =>
      `<article class="event"><h3><a href="${href}">${title}</a></h3><p>${writtenDay(inDays)}</p></article>`,
  );
  return `<!doctype html><html><head><title>Lantern Hall</title></head><body><h1>Lectures</h1>${items.join('')}</body></html>`;
}

function lecturePage(title: string, inDays: number): string {
  return `<!doctype html><html><head><title>${title}</title></head><body><h1>${title}</h1>
<p>${writtenDay(inDays)}</p><p>Doors 6:30 pm, talk 7 pm</p></body></html>`;
}

/**
 * Venue pages on 127.0.0.1, one per way a scan can end: events with a calendar link that is gone,
 * a listing whose events are all over, a page without any events, a page that answers 404, and a
 * page robots.txt keeps the scanner out of, and a lecture listing whose times stand on each lecture's page.
 */
export async function startReportVenues(): Promise<ReportVenues> {
  const pages: Record<string, string> = {
    '/upcoming': jsonLdPage(
      'Harbor Lights',
      [
        { name: 'Harbor Lights Jazz', inDays: 2 },
        { name: 'Dockside Blues', inDays: 5 },
        { name: 'Old Summer Jam', inDays: -30 },
      ],
      '<a href="/old-calendar.ics">Subscribe to our calendar</a>',
    ),
    '/past': jsonLdPage('Quiet Barn', [
      { name: 'Spring Barn Dance', inDays: -60 },
      { name: 'Harvest Supper', inDays: -20 },
    ]),
    '/about':
      '<!doctype html><html><head><title>About us</title></head><body><h1>About us</h1><p>We are a family-run bakery on Main Street.</p></body></html>',
    '/private': jsonLdPage('Members Only', [{ name: 'Members Night', inDays: 3 }]),
    '/lectures': lectureListing(),
    '/lectures/stars': lecturePage('Stars Over the Harbor', 4),
    '/lectures/tides': lecturePage('Reading the Tides', 6),
  };
  const server = http.createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://venue').pathname;
    if (path === '/robots.txt') {
      response.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nDisallow: /private\n');
      return;
    }
    const page = pages[path];
    if (page === undefined) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
