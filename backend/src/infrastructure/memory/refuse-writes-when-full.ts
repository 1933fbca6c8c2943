import type { RequestHandler } from 'express';
import { SERVER_MESSAGES } from '@eventfold/contracts';
import type { MemoryGuard } from './memory-guard';

/** Reads, and what frees memory or only lets people in and out, pass whatever the heap holds. */
const PASSING_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'DELETE']);
const PASSING_WRITES = new Set(['/api/auth/login', '/api/logout', '/auth/apple/callback']);
const RETRY_AFTER_SECONDS = 60;

/**
 * 503 with a message for every other write while the memory guard says the heap is full: nothing is
 * appended that the read models would have to hold, and reads keep being answered.
 */
export function refuseWritesWhenMemoryFull(guard: MemoryGuard): RequestHandler {
  return (request, response, next) => {
    if (PASSING_METHODS.has(request.method) || PASSING_WRITES.has(request.path) || !guard.full) return next();
    response.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    response.status(503).json({ message: SERVER_MESSAGES.memoryFull });
  };
}
