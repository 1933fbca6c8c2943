import type { Express, NextFunction, Request, Response } from 'express';
import { preferredEncoding } from './content-encoding';
import { loadStaticFiles, type StaticFile } from './static-files';

const API_PREFIXES = ['/api', '/auth', '/healthz', '/readyz'];

function isApiPath(url: string): boolean {
  return API_PREFIXES.some(
    (prefix) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`),
  );
}

function send(request: Request, response: Response, file: StaticFile): void {
  response.setHeader('Cache-Control', file.cacheControl);
  response.setHeader('ETag', file.etag);
  response.setHeader('Vary', 'Accept-Encoding');
  response.type(file.extension);
  if (request.fresh) {
    response.status(304).end();
    return;
  }
  const encoding = preferredEncoding(request, Object.keys(file.encoded) as (keyof StaticFile['encoded'])[]);
  const body = encoding === 'identity' ? file.body : file.encoded[encoding]!;
  if (encoding !== 'identity') response.setHeader('Content-Encoding', encoding);
  response.setHeader('Content-Length', body.length);
  response.end(request.method === 'HEAD' ? undefined : body);
}

/**
 * Serves the Vite build on the API's port, from memory (see loadStaticFiles): precompressed copies
 * when the browser takes them, and index.html for every other GET outside the API, for the router.
 * Returns false when there is no build (API-only runs, `npm run dev` uses Vite's own server).
 */
export function serveFrontend(app: Express, distDirectory: string): boolean {
  let files: Map<string, StaticFile>;
  try {
    files = loadStaticFiles(distDirectory);
  } catch {
    return false;
  }
  const index = files.get('/index.html');
  if (index === undefined) return false;
  app.use((request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    const file = files.get(request.path);
    if (file !== undefined) return send(request, response, file);
    // A missing asset (a source map, an old build's file) is a 404, not the app's page.
    if (isApiPath(request.path) || request.path.startsWith('/assets/')) return next();
    send(request, response, index);
  });
  return true;
}
