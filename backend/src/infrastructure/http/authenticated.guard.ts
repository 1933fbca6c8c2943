import { type CanActivate, type ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import type { Request } from 'express';
import { SERVER_MESSAGES } from '@eventfold/contracts';

/** Signed-in users only; the body `401: Unauthorized` is what the client recognises as signed out. */
@Injectable()
export class AuthenticatedGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    if (request.isAuthenticated() && typeof sessionUserId(request) === 'string') return true;
    throw new UnauthorizedException({ message: SERVER_MESSAGES.unauthorized });
  }
}

/** The id passport keeps in the session (see SessionSerializer). */
export function sessionUserId(request: Request): string | undefined {
  return (request.user as { id?: string } | undefined)?.id;
}
