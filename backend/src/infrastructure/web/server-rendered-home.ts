import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Request } from 'express';

/** frontend/src/entry-server.tsx, as `vite build --ssr` writes it (frontend/dist-ssr/entry-server.js). */
interface ServerRenderModule {
  renderSignedInHome(
    template: string,
    input: {
      user: unknown;
      read: (apiPath: string, params: Record<string, string>) => Promise<unknown>;
      timeoutMs: number;
    },
  ): Promise<string | null>;
  MONTH_MARK_SCRIPT: string;
}

/** A render that takes longer is abandoned for the plain page (the API must not wait behind it). */
const RENDER_TIMEOUT_MS = 3_000;
/**
 * Renders at once per process: each holds the event loop for tens of milliseconds, so past this the
 * page goes out plain (the browser renders it) rather than API answers queueing behind renders.
 */
const MAX_CONCURRENT_RENDERS = 2;

export type RenderFailureLog = (error: unknown) => void;

/** `/` for a signed-in person, rendered on the server; null when there is no server build. */
export interface SignedInHomeRenderer {
  /** The page, or null when it is better left to the browser (signed out, no events, busy, failed). */
  render(request: Request, template: string): Promise<string | null>;
  /** The Content-Security-Policy source allowing the page's one inline script. */
  inlineScriptSource: string;
}

/** The session's answers, read through our own API as the request's user (same scoping, same JSON). */
async function readAsRequester(request: Request, apiPath: string, params: Record<string, string> = {}) {
  const port = request.socket.localPort;
  const url = new URL(apiPath, `http://127.0.0.1:${port}`);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  const answer = await fetch(url, {
    headers: {
      cookie: request.headers.cookie ?? '',
      accept: 'application/json',
      'accept-encoding': 'identity',
    },
  });
  if (!answer.ok) throw new ReadFailed(apiPath, answer.status);
  return (await answer.json()) as unknown;
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
 * Loads the server render of `/` from `ssrDirectory` (frontend/dist-ssr). Any failure of a render
 * is logged and answered with null: the caller then sends the plain page.
 */
export async function loadSignedInHomeRenderer(
  ssrDirectory: string,
  logFailure: RenderFailureLog,
): Promise<SignedInHomeRenderer | null> {
  const file = path.join(ssrDirectory, 'entry-server.js');
  if (!existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as ServerRenderModule;
  const scriptHash = createHash('sha256').update(module.MONTH_MARK_SCRIPT).digest('base64');
  let running = 0;
  return {
    inlineScriptSource: `'sha256-${scriptHash}'`,
    async render(request, template) {
      if (running >= MAX_CONCURRENT_RENDERS) return null;
      running++;
      try {
        // A stale or unknown session: the landing page, as the browser would have decided.
        const user = await readAsRequester(request, '/api/auth/user').catch((error: unknown) => {
          if (error instanceof ReadFailed && error.status === 401) return null;
          throw error;
        });
        if (user === null) return null;
        return await module.renderSignedInHome(template, {
          user,
          read: (apiPath, params) => readAsRequester(request, apiPath, params),
          timeoutMs: RENDER_TIMEOUT_MS,
        });
      } catch (error) {
        logFailure(error);
        return null;
      } finally {
        running--;
      }
    },
  };
}
