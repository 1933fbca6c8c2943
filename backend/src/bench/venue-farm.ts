import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** Venue pages served on loopback for the benches: each host name a venue with a few upcoming shows. */
function venuePage(venue: string, eventsPerPage: number): string {
  const events = Array.from({ length: eventsPerPage }, (_, index) => ({
    '@context': 'https://schema.org',
    '@type': 'MusicEvent',
    name: `${venue} night ${index + 1}`,
    startDate: new Date(Date.now() + (index + 2) * 86_400_000).toISOString(),
    url: `/shows/${index + 1}`,
    location: { '@type': 'Place', name: venue },
  }));
  return `<!doctype html><html><head><script type="application/ld+json">${JSON.stringify(events)}</script></head><body><h1>${venue}</h1></body></html>`;
}

export async function startVenueFarm(
  eventsPerPage: number,
): Promise<{ port: number; close: () => Promise<void> }> {
  const server = http.createServer((request, response) => {
    if (request.url === '/robots.txt') return void response.writeHead(404).end();
    const venue = (request.headers.host ?? 'venue').split('.')[0]!;
    response
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(venuePage(venue, eventsPerPage));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return { port, close };
}
