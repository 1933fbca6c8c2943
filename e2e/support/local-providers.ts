import { startLocalProviders, type LocalProviders } from '../../backend/test/support/local-providers';

/** The local Google, Calendar API and Apple on the ports playwright.config.ts gave the server. */
export function startE2eProviders(baseURL: string): Promise<LocalProviders> {
  const port = Number(process.env.E2E_PROVIDERS_PORT);
  return startLocalProviders([baseURL], { googlePort: port, calendarPort: port + 1, applePort: port + 2 });
}
