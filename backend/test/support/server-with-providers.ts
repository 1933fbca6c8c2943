import { freePort, startServer, type RunningServer } from './server';
import { startLocalProviders, type LocalProviders } from './local-providers';

// Jest hooks live here, apart from local-providers.ts, which the browser tests import too.

/** A built server whose PUBLIC_URL and identity providers are local ones, for the API tests. */
export async function startServerWithProviders(): Promise<{
  providers: LocalProviders;
  server: RunningServer;
}> {
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  const providers = await startLocalProviders([publicUrl]);
  try {
    return { providers, server: await startServer({ PORT: String(port), ...providers.env(publicUrl) }) };
  } catch (error) {
    await providers.stop();
    throw error;
  }
}

/** One server with local providers for a whole test file, stopped after it; read its fields inside tests. */
export function serverWithProvidersForThisFile(): { providers: LocalProviders; server: RunningServer } {
  const running = {} as { providers: LocalProviders; server: RunningServer };
  beforeAll(async () => {
    Object.assign(running, await startServerWithProviders());
  }, 60_000);
  afterAll(async () => {
    await running.server?.stop();
    await running.providers?.stop();
  });
  return running;
}
