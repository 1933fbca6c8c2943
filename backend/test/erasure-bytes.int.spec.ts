import path from 'node:path';
import { runCli } from './support/cli';
import { bytesFound, filesUnder, namesFound, useEveryFeatureThenErase } from './support/erasure-scenario';
import { startServer, type RunningServer } from './support/server';

let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
}, 30_000);
afterAll(() => server?.stop());

describe('account erasure on the embedded stores', () => {
  it('leaves no byte of the person’s name or e-mail anywhere under DATA_DIR', async () => {
    const person = await useEveryFeatureThenErase(server, {
      grantAuditor: async (email) => {
        const granted = await runCli('auditor', ['grant', email], server.dataDir);
        if (granted.code !== 0) throw new Error(granted.stderr);
      },
      // The search must find the data while it is there, or finding nothing afterwards proves nothing.
      beforeErasure: async ({ secrets }) => {
        const hits = bytesFound(filesUnder(server.dataDir), secrets);
        expect(hits.some((hit) => hit.includes(path.join(server.dataDir, 'readstore')))).toBe(true);
      },
    });
    // Stopped, so every store has closed its files as it would on any shutdown.
    await server.stop();
    const files = filesUnder(server.dataDir);
    expect(files.length).toBeGreaterThan(3);
    expect([...bytesFound(files, person.secrets), ...namesFound(files, person.secrets)]).toEqual([]);
  }, 120_000);
});
