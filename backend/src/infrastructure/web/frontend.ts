import fs from 'node:fs';
import path from 'node:path';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';

const API_PREFIXES = ['/api', '/auth', '/healthz', '/readyz'];

function isApiPath(url: string): boolean {
  return API_PREFIXES.some(
    (prefix) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`),
  );
}

/**
 * Serves the Vite build on the API's port: hashed assets are cached for good, index.html never (so a
 * deploy is picked up at once), and every other GET outside the API gets index.html for the router.
 * Returns false when there is no build (API-only runs, `npm run dev` uses Vite's own server).
 */
export function serveFrontend(app: Express, distDirectory: string): boolean {
  const index = path.join(distDirectory, 'index.html');
  if (!fs.existsSync(index)) return false;
  app.use(
    express.static(distDirectory, {
      index: false,
      setHeaders: (response, file) => {
        const immutable = file.startsWith(path.join(distDirectory, 'assets') + path.sep);
        response.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    }),
  );
  app.use((request: Request, response: Response, next: NextFunction) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || isApiPath(request.path)) return next();
    response.setHeader('Cache-Control', 'no-cache');
    response.sendFile(index);
  });
  return true;
}
