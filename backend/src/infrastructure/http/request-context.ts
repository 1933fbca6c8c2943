import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { newCommandId } from '../events/causation';
import type { CommandContext } from '../events/event-serializer';
import { sessionUserId } from './authenticated.guard';

/**
 * The metadata for events appended while serving this request: the request id (set by pino-http,
 * also in every log line) correlates them, and the command the request runs is their cause.
 */
export function commandContextOf(request: Request): CommandContext {
  const requestId = String(request.id);
  return { userId: sessionUserId(request) ?? null, correlationId: requestId, causationId: newCommandId() };
}

export const RequestContext = createParamDecorator((_: unknown, context: ExecutionContext) =>
  commandContextOf(context.switchToHttp().getRequest<Request>()),
);

/** The signed-in user's id; use behind AuthenticatedGuard. */
export const CurrentUserId = createParamDecorator((_: unknown, context: ExecutionContext): string => {
  const id = sessionUserId(context.switchToHttp().getRequest<Request>());
  if (id === undefined) throw new Error('CurrentUserId used on a route without AuthenticatedGuard');
  return id;
});
