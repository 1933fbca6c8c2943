import type { Express, NextFunction, Request, Response } from 'express';
import { SESSION_COOKIE } from '../sessions/session-middleware';
import { preferredEncoding } from './content-encoding';
import type { ServerScreen, SignedInHomeRenderer } from './server-rendered-home';
import { loadStaticFiles, type StaticFile } from './static-files';

const API_PREFIXES = ['/api', '/auth', '/healthz', '/readyz', '/metrics'];

function isApiPath(url: string): boolean {
  return API_PREFIXES.some(
    (prefix) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`),
  );
}

/** Written by the build (frontend/signed-in-index.plugin.ts): index.html preloading the calendar's code. */
const SIGNED_IN_INDEX = '/index.signed-in.html';

function hasSessionCookie(request: Request): boolean {
  return (request.headers.cookie ?? '')
    .split(';')
    .some((pair) => pair.trim().startsWith(`${SESSION_COOKIE}=`));
}

/**
 * A phone, by its client hint or the User-Agent's standard mobile token (iPhone Safari and Android
 * Chrome phones send `Mobi`; tablets do not): the server draws it a phone's first screen (the narrow
 * layout, the week) instead of the wide one (see server-rendered-home.ts).
 */
function screenOf(request: Request): ServerScreen {
  const phone =
    request.headers['sec-ch-ua-mobile'] === '?1' || /Mobi/.test(request.headers['user-agent'] ?? '');
  return phone ? 'phone' : 'wide';
}

/** `/` differs by session, and by phone or not (drawn for a phone or a wide screen). */
const SIGNED_IN_VARY = 'Accept-Encoding, Cookie, User-Agent, Sec-CH-UA-Mobile';

function send(request: Request, response: Response, file: StaticFile, vary = 'Accept-Encoding'): void {
  response.setHeader('Cache-Control', file.cacheControl);
  response.setHeader('ETag', file.etag);
  response.setHeader('Vary', vary);
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
 * The calendar already drawn (see server-rendered-home.ts): per person, so never stored by a cache
 * in between, and revalidated on every load. Compressed by the app's compression middleware.
 */
function sendRendered(
  response: Response,
  rendered: { page: string; tookMs: number },
  inlineScriptSource: string,
): void {
  response.setHeader('Cache-Control', 'private, no-cache');
  // For the browser's timing (the bench prints it): the server's reads and render.
  response.setHeader('Server-Timing', `render;dur=${rendered.tookMs.toFixed(1)}`);
  response.setHeader('Vary', SIGNED_IN_VARY);
  // The page's inline scripts (the first screen's check, the render mark), allowed by their hashes only.
  const policy = response.getHeader('Content-Security-Policy');
  if (typeof policy === 'string') {
    response.setHeader(
      'Content-Security-Policy',
      policy.replace(/(^|;)script-src /, (directive) => `${directive}${inlineScriptSource} `),
    );
  }
  response.type('html').send(rendered.page);
}

/**
 * Serves the Vite build on the API's port, from memory (see loadStaticFiles): precompressed copies
 * when the browser takes them, and index.html for every other GET outside the API, for the router
 * (on `/`, to a browser with a session cookie: the calendar rendered by `renderer` for a phone's
 * screen or a wide one when it can, else the build's signed-in variant).
 * Returns false when there is no build (API-only runs, `npm run dev` uses Vite's own server).
 */
export function serveFrontend(
  app: Express,
  distDirectory: string,
  renderer: SignedInHomeRenderer | null = null,
): boolean {
  let files: Map<string, StaticFile>;
  try {
    files = loadStaticFiles(distDirectory);
  } catch {
    return false;
  }
  const index = files.get('/index.html');
  if (index === undefined) return false;
  const signedInIndex = files.get(SIGNED_IN_INDEX);
  const signedInTemplate = signedInIndex?.body.toString('utf8');
  app.use(async (request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    const file = files.get(request.path);
    if (file !== undefined) return send(request, response, file);
    // A missing asset (a source map, an old build's file) is a 404, not the app's page.
    if (isApiPath(request.path) || request.path.startsWith('/assets/')) return next();
    // `/` with a session cookie is most likely the calendar: its code starts loading with the page.
    if (request.path === '/' && signedInIndex) {
      const signedIn = hasSessionCookie(request);
      if (renderer && signedInTemplate && request.method === 'GET' && signedIn) {
        const rendered = await renderer.render(request, signedInTemplate, screenOf(request));
        if (rendered !== null) return sendRendered(response, rendered, renderer.inlineScriptSource);
      }
      send(request, response, signedIn ? signedInIndex : index, SIGNED_IN_VARY);
      return;
    }
    send(request, response, index);
  });
  return true;
}
