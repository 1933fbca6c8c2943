import { googleAuthUrlSchema } from '@eventfold/contracts';
import { api } from './api-client';
import { navigateToServer } from './navigation';

export const GOOGLE_CALENDAR_CONNECTION_PATH = '/api/google/connection';

/** The query parameters Google's answer comes back with (set by /api/google/callback). */
export const GOOGLE_CALENDAR_OUTCOME = {
  connected: 'google_calendar',
  error: 'google_calendar_error',
} as const;

const PENDING_ADD_KEY = 'eventfold.googleCalendarAdd';

/**
 * Starts connecting Google Calendar: GET /api/google/auth-url, then a full-page visit to Google,
 * which sends the browser back to `returnTo` (a path of ours; the settings page without it). Shared
 * by the settings card and the event dialog.
 */
export async function connectGoogleCalendar(returnTo?: string): Promise<void> {
  const { authUrl } = await api.get('/api/google/auth-url', {
    params: { returnTo },
    schema: googleAuthUrlSchema,
  });
  navigateToServer(authUrl);
}

/** The event whose "Add to Google Calendar" started the connection: added once the person is back (this tab only). */
export function rememberGoogleCalendarAdd(eventId: string): void {
  try {
    sessionStorage.setItem(PENDING_ADD_KEY, eventId);
  } catch {
    // Storage refused: the person is brought back, and clicks once more.
  }
}

/** True once, for the event remembered by rememberGoogleCalendarAdd. */
export function takeGoogleCalendarAdd(eventId: string): boolean {
  try {
    if (sessionStorage.getItem(PENDING_ADD_KEY) !== eventId) return false;
    sessionStorage.removeItem(PENDING_ADD_KEY);
    return true;
  } catch {
    return false;
  }
}
