import type { Request } from 'express';

/** The origin the client used (behind a proxy, express reads X-Forwarded-* when TRUST_PROXY is set). */
export function requestOrigin(request: Request): string {
  return `${request.protocol}://${request.get('host') ?? 'localhost'}`;
}
