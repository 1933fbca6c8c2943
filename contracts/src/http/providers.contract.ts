import { z } from 'zod';
import { EXTERNAL_PROVIDERS } from '../events/identity.events';
import { currentUserSchema } from './user.contract';

/** GET /auth/apple/init: what Apple's JS is initialised with; state and nonce are bound to the session. */
export const appleInitSchema = z.object({
  clientId: z.string(),
  redirectURI: z.string(),
  state: z.string(),
  nonce: z.string(),
});
export type AppleInit = z.infer<typeof appleInitSchema>;

const bounded = (max: number) => z.string().trim().max(max);

/** What Apple's popup hands the page, posted to POST /auth/apple/callback. */
export const appleCallbackRequestSchema = z.object({
  code: z.string().max(4096).optional(),
  id_token: z.string().min(1).max(8192),
  state: z.string().min(1).max(256),
  /** Apple sends the name (and e-mail) only at the first sign-in. */
  user: z
    .object({
      email: bounded(320).optional(),
      name: z.object({ firstName: bounded(100).optional(), lastName: bounded(100).optional() }).optional(),
    })
    .optional(),
});
export type AppleCallbackRequest = z.infer<typeof appleCallbackRequestSchema>;

export const appleCallbackResponseSchema = z.object({
  success: z.boolean(),
  user: currentUserSchema.nullable(),
  error: z.string().nullable(),
  /** Set when an e-mail account with this address exists: its password must be entered once to link. */
  linkRequired: z.boolean().optional(),
});
export type AppleCallbackResponse = z.infer<typeof appleCallbackResponseSchema>;

/** GET /api/auth/pending-link: the provider sign-in waiting for the account's password. */
export const pendingLinkSchema = z.object({
  pending: z.object({ provider: z.enum(EXTERNAL_PROVIDERS), email: z.string() }).nullable(),
});
export type PendingLink = z.infer<typeof pendingLinkSchema>;

/** POST /api/auth/link-provider */
export const linkProviderRequestSchema = z.object({
  password: z.string().min(1, 'Please enter your password.').max(1024),
});
export type LinkProviderRequest = z.infer<typeof linkProviderRequestSchema>;

/** GET /api/google/auth-url */
export const googleAuthUrlSchema = z.object({ authUrl: z.string() });
export type GoogleAuthUrl = z.infer<typeof googleAuthUrlSchema>;

/** GET /api/google/connection */
export const googleCalendarConnectionSchema = z.object({
  /** False when the server has no Google client configured: the settings card says so. */
  available: z.boolean(),
  connected: z.boolean(),
  connectedAt: z.string().nullable(),
});
export type GoogleCalendarConnection = z.infer<typeof googleCalendarConnectionSchema>;

/** POST /api/events/{id}/add-to-google-calendar */
export const addToGoogleCalendarResponseSchema = z.object({ googleEventUrl: z.string() });
export type AddToGoogleCalendarResponse = z.infer<typeof addToGoogleCalendarResponseSchema>;
