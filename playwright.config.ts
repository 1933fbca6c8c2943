import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// A fixed path (not mkdtemp) because worker processes evaluate this file too; the server script
// wipes it before every start, so each run begins with empty stores.
// E2E_PORT lets several checkouts run their browser tests side by side on one machine.
const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = path.join(os.tmpdir(), `eventfold-e2e-data-${port}`);
// E2E_BASE_URL points the suite at a server you already run (e.g. `npm run dev`) instead of starting one.
const externalBaseURL = process.env.E2E_BASE_URL;
/** The test mail server's port; the browser tests read it from the environment. */
const E2E_SMTP_PORT = (process.env.E2E_SMTP_PORT ??= '2526');
const baseURL = externalBaseURL ?? `http://localhost:${port}`;
/**
 * The local identity providers (e2e/support/local-providers.ts) listen on this port and the next two
 * (Google, Calendar API, Apple) while a test that needs them runs; the server is pointed at them.
 */
const E2E_PROVIDERS_PORT = Number((process.env.E2E_PROVIDERS_PORT ??= String(port + 1000)));

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.e2e.ts',
  outputDir: 'e2e/.artifacts/test-results',
  // Two shared cores: one browser at a time keeps timings stable.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL,
    headless: true,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's Chromium: Playwright's browser downloads are not reachable from our machines.
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: externalBaseURL
    ? undefined
    : {
        command: 'npx nx run-many -t build --outputStyle=stream && node scripts/e2e-server.mjs',
        url: `${baseURL}/readyz`,
        // A cold build of every package on two cores takes a few minutes.
        timeout: 300_000,
        reuseExistingServer: !process.env.CI,
        stdout: 'pipe',
        stderr: 'pipe',
        env: {
          PORT: String(port),
          DATA_DIR: dataDir,
          // 2^14 instead of 2^17 keeps each sign-up fast; the hash format is unchanged.
          PASSWORD_SCRYPT_LOG_N: '14',
          // The suite signs in and up many times from one IP; the limits themselves are tested in the API tests.
          LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
          REGISTER_RATE_LIMIT_PER_HOUR: '10000',
          SESSION_SECRET: 'e2e-session-secret-not-for-production',
          // e2e/invite-email.e2e.ts listens here while it runs; otherwise sending fails at once and
          // invitations fall back to a link to share by hand, as without a mail server.
          SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
          LOG_LEVEL: 'warn',
          PUBLIC_URL: baseURL,
          GOOGLE_CLIENT_ID: 'eventfold-test',
          GOOGLE_CLIENT_SECRET: 'eventfold-test-secret',
          GOOGLE_ISSUER_URL: `http://127.0.0.1:${E2E_PROVIDERS_PORT}`,
          GOOGLE_CALENDAR_API_URL: `http://127.0.0.1:${E2E_PROVIDERS_PORT + 1}`,
          APPLE_CLIENT_ID: 'eventfold.test.services',
          APPLE_ISSUER_URL: `http://127.0.0.1:${E2E_PROVIDERS_PORT + 2}`,
        },
      },
});
