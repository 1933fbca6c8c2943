import type { RequestHandler } from 'express';
import { SERVER_MESSAGES } from '@eventfold/contracts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * Sign in with Apple may post its answer from Apple's own site (form_post); that callback proves
 * itself with the state and nonce bound to the session instead.
 */
const CROSS_SITE_POSTS_ALLOWED = new Set(['/auth/apple/callback']);

/**
 * Refuses a state-changing request that a browser says came from another site: `Sec-Fetch-Site`
 * where the browser sends it, else `Origin` compared with PUBLIC_URL. SameSite=Lax already keeps the
 * session cookie off cross-site POSTs; this also covers same-site subdomains, top-level form posts of
 * older browsers, and any route that needs no session. A request with neither header comes from no
 * browser (curl, a server), which cannot carry a victim's cookie, so it is let through.
 */
export function refuseCrossSiteWrites(publicUrl: string): RequestHandler {
  return (request, response, next) => {
    if (SAFE_METHODS.has(request.method) || CROSS_SITE_POSTS_ALLOWED.has(request.path)) return next();
    const site = request.get('sec-fetch-site');
    const origin = request.get('origin');
    const sameOrigin =
      site !== undefined
        ? site === 'same-origin' || site === 'none'
        : origin === undefined || origin === publicUrl;
    if (sameOrigin) return next();
    response.status(403).json({ message: SERVER_MESSAGES.crossSiteRequest });
  };
}
