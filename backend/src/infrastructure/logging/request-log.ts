import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request } from 'express';
import { sessionUserId } from '../http/authenticated.guard';

/** Path segments that are secrets themselves: the private calendar feed's token. */
const SECRET_SEGMENTS = [/^(\/api\/calendar\/)[^/]+\.ics$/];

/**
 * The request's path as logged: never its query (a range, but also anything a client puts there) and
 * never a secret carried in the path, so a log line can be shared without leaking access.
 */
export function loggedPath(url: string | undefined): string {
  const path = (url ?? '').split('?')[0] ?? '';
  for (const secret of SECRET_SEGMENTS) if (secret.test(path)) return path.replace(secret, '$1…');
  return path;
}

/**
 * What one request's log line carries: method, path (see loggedPath), status, time (pino-http adds
 * `responseTime`) and the signed-in user's id. No headers at all: cookies, tokens, e-mail addresses
 * and passwords never reach the log.
 */
export const requestLogSerializers = {
  req: (request: IncomingMessage & { id?: unknown; originalUrl?: string }) => ({
    id: request.id,
    method: request.method,
    path: loggedPath(request.originalUrl ?? request.url),
  }),
  res: (response: ServerResponse) => ({ statusCode: response.statusCode }),
};

export function requestUserId(request: IncomingMessage): { userId: string } | Record<string, never> {
  const userId = sessionUserId(request as Request);
  return userId === undefined ? {} : { userId };
}

/**
 * "GET 200": the path is in `req.path` once, not repeated in the message (a long path would double
 * every line's size); the terminal's pretty lines add it after them.
 */
export function requestLogMessage(request: IncomingMessage, response: ServerResponse): string {
  return `${request.method} ${response.statusCode}`;
}

/** Colourful single lines for a person at a terminal; JSON lines for everything else (files, collectors). */
export function prettyTransport(): { target: string; options: Record<string, unknown> } | undefined {
  if (!process.stdout.isTTY) return undefined;
  return {
    target: 'pino-pretty',
    options: {
      colorize: true,
      singleLine: true,
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname,req,res,context',
      // A request's line: "GET 200 /api/events" (its message carries no path, see requestLogMessage).
      messageFormat: '{msg}{if req.path} {req.path}{end}',
    },
  };
}
