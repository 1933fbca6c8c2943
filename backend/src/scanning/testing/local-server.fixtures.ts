import { readFile } from 'node:fs/promises';
import http from 'node:http';
import { type AddressInfo } from 'node:net';
import path from 'node:path';

export const VENUES_DIR = path.join(__dirname, '../../../test/fixtures/venues');

export interface LocalServer {
  base: string;
  hits: number;
  close(): Promise<void>;
}

/** Starts an HTTP server on a loopback address and counts every connection and request it sees. */
export async function startServer(host: string, handler: http.RequestListener): Promise<LocalServer> {
  const server = http.createServer(handler);
  const state = { hits: 0 };
  server.on('connection', () => (state.hits += 1));
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  const shownHost = host.includes(':') ? `[${host}]` : host;
  return {
    base: `http://${shownHost}:${port}`,
    get hits() {
      return state.hits;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.ics': 'text/calendar; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/** Serves the venue corpus as a venue's web site would, content type by extension. */
export function serveVenues(host = '127.0.0.2'): Promise<LocalServer> {
  return startServer(host, (request, response) => {
    const name = path.basename(new URL(request.url ?? '/', 'http://x').pathname) || 'home.html';
    readFile(path.join(VENUES_DIR, name)).then(
      (body) => {
        response.writeHead(200, { 'content-type': TYPES[path.extname(name)] ?? 'application/octet-stream' });
        response.end(body);
      },
      () => {
        response.writeHead(404, { 'content-type': 'text/plain' });
        response.end('not found');
      },
    );
  });
}
