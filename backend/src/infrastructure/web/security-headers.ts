import helmet from 'helmet';
import type { RequestHandler } from 'express';

/**
 * Security headers for the API and the UI alike. The CSP allows what the Vite build and MUI need:
 * scripts from our origin only, inline styles (Emotion injects <style> tags at run time), images
 * from our origin and data/blob URLs (previews of a chosen file), Google account pictures, and the
 * Apple sign-in script.
 */
export function securityHeaders(): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'", 'https://appleid.cdn-apple.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Google account pictures of people who signed in with Google.
        imgSrc: ["'self'", 'data:', 'blob:', 'https://*.googleusercontent.com'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", 'https://appleid.apple.com'],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
      },
    },
    // The Apple sign-in popup posts back to its opener; same-origin would cut that link.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
}
