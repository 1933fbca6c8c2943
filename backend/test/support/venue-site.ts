import { readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const VENUES = path.join(__dirname, '..', 'fixtures', 'venues');

export interface VenueEvent {
  name: string;
  start: Date;
}

export interface VenueSite {
  url: string;
  /** Serves `html` at `/pages/{key}` from now on (a page that changes between scans). */
  setPage(key: string, html: string): void;
  /** Requests to `/pages/{key}` get no answer until `setPage` is called for it again. */
  hang(key: string): void;
  /** Resolves once a request for `/pages/{key}` has arrived (and is hanging, if so set). */
  requested(key: string): Promise<void>;
  close(): Promise<void>;
}

/** A venue page listing its events in JSON-LD, the way many venue sites publish them. */
export function jsonLdPage(events: VenueEvent[]): string {
  const items = events.map((event) => ({
    '@context': 'https://schema.org',
    '@type': 'MusicEvent',
    name: event.name,
    startDate: event.start.toISOString(),
    location: { '@type': 'Place', name: 'The Test Room' },
    // Its own page gives each show a stable identity, so a show that moves is the same show.
    url: `/shows/${event.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
  }));
  return `<!doctype html><html><head><title>Venue</title><script type="application/ld+json">${JSON.stringify(items)}</script></head><body><h1>Shows</h1></body></html>`;
}

/** Days from now at 02:00 UTC (an evening show in the US), always in the future. */
export function daysAhead(days: number): Date {
  const date = new Date(Date.now() + days * 86_400_000);
  date.setUTCHours(2, 0, 0, 0);
  return date;
}

/**
 * A local venue web site on 127.0.0.1: the corpus under `/fixtures/{file}`, its robots.txt, and
 * pages the test writes. Anything else answers 404.
 */
export async function startVenueSite(): Promise<VenueSite> {
  const pages = new Map<string, string | null>();
  const hanging = new Map<string, http.ServerResponse[]>();
  const arrivals = new Map<string, () => void>();
  const server = http.createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://venue').pathname;
    const key = pathname.startsWith('/pages/') ? pathname.slice('/pages/'.length) : '';
    const page = pages.get(key);
    arrivals.get(key)?.();
    if (page === null) {
      hanging.set(key, [...(hanging.get(key) ?? []), response]);
      return;
    }
    if (page !== undefined) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
      return;
    }
    const file = pathname === '/robots.txt' ? 'robots.txt' : pathname.replace(/^\/fixtures\//, '');
    const type = file.endsWith('.txt') ? 'text/plain' : file.endsWith('.ics') ? 'text/calendar' : 'text/html';
    readFile(path.join(VENUES, path.basename(file))).then(
      (body) => response.writeHead(200, { 'content-type': `${type}; charset=utf-8` }).end(body),
      () => response.writeHead(404, { 'content-type': 'text/plain' }).end('not found'),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    setPage: (key, html) => {
      pages.set(key, html);
      for (const response of hanging.get(key) ?? []) {
        if (!response.destroyed) response.writeHead(200, { 'content-type': 'text/html' }).end(html);
      }
      hanging.delete(key);
    },
    hang: (key) => pages.set(key, null),
    requested: (key) => new Promise<void>((resolve) => arrivals.set(key, resolve)),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
