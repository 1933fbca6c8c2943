import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Request } from 'express';
import { Piscina } from 'piscina';
import { workerEntry } from '../off-thread/worker-entry';
import { ServerRenderCache } from './server-render-cache';

/** frontend/src/entry-server.tsx, as `vite build --ssr` writes it (frontend/dist-ssr/entry-server.js). */
interface ServerRenderModule {
  /** The page's reads (on this thread: they go through the API as the request's user), or null. */
  readSignedInHome(input: {
    user: unknown;
    read: (apiPath: string, params: Record<string, string>) => Promise<unknown>;
    screen: ServerScreen;
  }): Promise<unknown>;
  /** The page's inline scripts (the first screen's check, the render mark). */
  INLINE_SCRIPTS: string[];
}

/**
 * A render that takes longer is abandoned for the plain page (the API must not wait behind it): its task is aborted,
 * which ends the thread.
 */
const RENDER_TIMEOUT_MS = 3_000;
/**
 * Renders at once per process: each holds the event loop for tens of milliseconds, so past this the
 * page goes out plain (the browser renders it) rather than API answers queueing behind renders.
 */
const MAX_CONCURRENT_RENDERS = 2;
/** The render thread ends after this long without a page, giving its memory (the bundle, ~50 MB) back. */
const RENDER_THREAD_IDLE_MS = 5 * 60_000;
/** A render thread's heap: a runaway render ends the thread, not the server. */
const RENDER_THREAD_HEAP_MB = 256;

/** One page for the render thread (server-render.worker.ts): the bundle, the template and the reads. */
export interface ServerRenderPageTask {
  file: string;
  template: string;
  reads: unknown;
}

/**
 * The React render of the page on one worker thread (35–55 ms of CPU each, which would otherwise hold
 * the API's event loop), started at the first page and ended when idle. The renderer lets no more than
 * MAX_CONCURRENT_RENDERS in at once (the page goes out plain past them); the queue's bound backs that up.
 */
function createRenderThread(): Piscina<ServerRenderPageTask, string> {
  const { filename, execArgv, env } = workerEntry(__dirname, 'server-render');
  return new Piscina<ServerRenderPageTask, string>({
    filename,
    execArgv,
    env,
    minThreads: 0,
    maxThreads: 1,
    maxQueue: MAX_CONCURRENT_RENDERS,
    idleTimeout: RENDER_THREAD_IDLE_MS,
    resourceLimits: { maxOldGenerationSizeMb: RENDER_THREAD_HEAP_MB },
  });
}

export type RenderFailureLog = (error: unknown) => void;

/** The screen a page is drawn for (frontend/src/lib/server-render.ts): a phone's, or a wide one. */
export type ServerScreen = 'phone' | 'wide';

/** `/` for a signed-in person, rendered on the server; null when there is no server build. */
export interface SignedInHomeRenderer {
  /**
   * The page and how long the server took (reads and render, ms), or null when it is better left to
   * the browser (signed out, no events, busy, failed).
   */
  render(
    request: Request,
    template: string,
    screen: ServerScreen,
  ): Promise<{ page: string; tookMs: number } | null>;
  /** Ends the render thread (tests; a server's threads end with its process). */
  close(): Promise<void>;
  /** The Content-Security-Policy sources allowing the page's inline scripts (their hashes). */
  inlineScriptSource: string;
}

interface Answer {
  body: unknown;
  etag: string | null;
  /** The answer's text when it was sent (not a 304). */
  text: string | null;
}

/**
 * One of the session's answers, read through our own API as the request's user (the same scoping and
 * JSON as the browser's reads); with a known answer's ETag, an unchanged one comes back as 304.
 */
async function readAsRequester(
  request: Request,
  url: string,
  known?: { etag: string; body: unknown },
): Promise<Answer> {
  const answer = await fetch(new URL(url, `http://127.0.0.1:${request.socket.localPort}`), {
    headers: {
      cookie: request.headers.cookie ?? '',
      accept: 'application/json',
      'accept-encoding': 'identity',
      ...(known ? { 'if-none-match': known.etag } : {}),
    },
  });
  if (answer.status === 304 && known) return { body: known.body, etag: known.etag, text: null };
  if (!answer.ok) throw new ReadFailed(url, answer.status);
  const text = await answer.text();
  return { body: JSON.parse(text) as unknown, etag: answer.headers.get('etag'), text };
}

/** `path?params` as the browser would ask it. */
function apiUrl(apiPath: string, params: Record<string, string>): string {
  const query = new URLSearchParams(params).toString();
  return query ? `${apiPath}?${query}` : apiPath;
}

class ReadFailed extends Error {
  constructor(
    readonly apiPath: string,
    readonly status: number,
  ) {
    super(`GET ${apiPath} answered ${status}`);
  }
}

/**
 * The server render of `/` from `ssrDirectory` (frontend/dist-ssr), imported at the first signed-in
 * `/` rather than at start: the bundle (React, MUI, the calendar) is ~8 MB of heap that a server
 * answering only the API never needs. Any failure of a render (or of that import) is logged and
 * answered with null: the caller then sends the plain page.
 */
export async function loadSignedInHomeRenderer(
  ssrDirectory: string,
  logFailure: RenderFailureLog,
): Promise<SignedInHomeRenderer | null> {
  const file = path.join(ssrDirectory, 'entry-server.js');
  if (!existsSync(file)) return null;
  let loading: Promise<ServerRenderModule> | undefined;
  // Set by the import, so known whenever a page was rendered (the only time it is read).
  let inlineScriptSource = '';
  const load = async () => {
    const module = (await import(pathToFileURL(file).href)) as ServerRenderModule;
    inlineScriptSource = module.INLINE_SCRIPTS.map(
      (script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
    ).join(' ');
    return module;
  };
  const cache = new ServerRenderCache();
  const thread = createRenderThread();
  let running = 0;
  return {
    close: () => thread.destroy(),
    get inlineScriptSource() {
      return inlineScriptSource;
    },
    async render(request, template, screen) {
      if (running >= MAX_CONCURRENT_RENDERS) return null;
      running++;
      const started = performance.now();
      try {
        // A stale or unknown session: the landing page, as the browser would have decided.
        const user = await readAsRequester(request, '/api/auth/user').catch((error: unknown) => {
          if (error instanceof ReadFailed && error.status === 401) return null;
          throw error;
        });
        const userId = (user?.body as { id?: unknown } | undefined)?.id;
        if (user === null || typeof userId !== 'string') return null;
        // What the page is drawn from: the screen, the user's answer and each read's ETag (or text).
        const inputs = [`screen ${screen}`, user.text ?? ''];
        const read = async (apiPath: string, params: Record<string, string>) => {
          const url = apiUrl(apiPath, params);
          const answer = await readAsRequester(request, url, cache.knownAnswer(userId, url));
          if (answer.etag !== null && answer.text !== null)
            cache.rememberAnswer(userId, url, answer.etag, answer.body, answer.text.length);
          inputs.push(`${url} ${answer.etag ?? answer.text}`);
          return answer.body;
        };
        loading ??= load();
        const reads = await (await loading).readSignedInHome({ user: user.body, read, screen });
        if (reads === null) return null;
        const fingerprint = ServerRenderCache.fingerprint(inputs.sort());
        let page = cache.pageFor(userId, fingerprint);
        if (page === null) {
          page = await thread.run(
            { file, template, reads },
            { signal: AbortSignal.timeout(RENDER_TIMEOUT_MS) },
          );
          cache.rememberPage(userId, fingerprint, page);
        }
        return { page, tookMs: performance.now() - started };
      } catch (error) {
        logFailure(error);
        return null;
      } finally {
        running--;
      }
    },
  };
}
