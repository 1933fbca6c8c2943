import { googleAuthUrlSchema } from '@eventfold/contracts';
import { api } from './api-client';
import { navigateToServer } from './navigation';

export const GOOGLE_CALENDAR_CONNECTION_PATH = '/api/google/connection';

/**
 * Starts connecting Google Calendar: GET /api/google/auth-url, then a full-page visit to Google,
 * which sends the browser back to /settings. Shared by the settings card and the event dialog.
 */
export async function connectGoogleCalendar(): Promise<void> {
  const { authUrl } = await api.get('/api/google/auth-url', { schema: googleAuthUrlSchema });
  navigateToServer(authUrl);
}
