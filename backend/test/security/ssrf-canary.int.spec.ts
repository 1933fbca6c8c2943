import os from 'node:os';
import { SCAN_ERROR_MESSAGES, type EventSource } from '@eventfold/contracts';
import {
  startServer as startLocalServer,
  type LocalServer,
} from '../../src/scanning/testing/local-server.fixtures';
import type { Agent } from 'supertest';
import { WRITE_LIMITS } from '../../src/infrastructure/rate-limits/write-limits';
import { signedInAgent } from '../support/accounts';
import { startServer, type RunningServer } from '../support/server';

// The SSRF canary set, through the API as a user adds sources. The outside test found no hit; this
// keeps it so, and checks finding 9: a refused scan shows a category, never addresses or socket errors.
jest.setTimeout(120_000);

let canary: LocalServer;
let redirector: LocalServer;
let server: RunningServer;
let port: number;
beforeAll(async () => {
  // On :: the canary takes IPv4 loopback too, so every form below would reach it if let through.
  canary = await startLocalServer('::', (_, response) => response.end('canary'));
  port = Number(new URL(canary.base).port);
  // A "venue" the scanner may reach (allowed below) that redirects into private space.
  redirector = await startLocalServer('127.0.0.2', (request, response) => {
    const targets: Record<string, string> = {
      '/to-loopback': `http://127.0.0.1:${port}/`,
      '/to-mapped': `http://[::ffff:7f00:1]:${port}/`,
      '/to-metadata': 'http://169.254.169.254/latest/meta-data/',
      '/to-name': `http://localhost:${port}/`,
    };
    response.writeHead(302, { location: targets[request.url ?? ''] ?? `http://10.0.0.1:${port}/` }).end();
  });
  server = await startServer({ SCANNER_ALLOWED_HOSTS: '127.0.0.2', SCAN_PER_HOST_DELAY_MS: '0' });
});
afterAll(async () => {
  await server?.stop();
  await canary?.close();
  await redirector?.close();
});

const canaryForms = () => [
  `http://127.0.0.1:${port}/`,
  `http://127.1:${port}/`,
  `http://0.0.0.0:${port}/`,
  `http://2130706433:${port}/`,
  `http://0x7f000001:${port}/`,
  `http://0x7f.0.0.1:${port}/`,
  `http://017700000001:${port}/`,
  `http://0177.0.0.01:${port}/`,
  `http://[::1]:${port}/`,
  `http://[::ffff:127.0.0.1]:${port}/`,
  `http://[::ffff:7f00:1]:${port}/`,
  `http://[0:0:0:0:0:ffff:127.0.0.1]:${port}/`,
  `http://localhost:${port}/`,
  `http://LOCALHOST.:${port}/`,
  `http://sub.localhost:${port}/`,
  // A name this machine resolves to one of its own (loopback or private) addresses.
  `http://${os.hostname()}:${port}/`,
  'http://169.254.169.254/latest/meta-data/',
  'http://[fd00::1]/',
  'http://10.0.0.1/',
  'http://192.168.1.1/',
  `${redirector.base}/to-loopback`,
  `${redirector.base}/to-mapped`,
  `${redirector.base}/to-metadata`,
  `${redirector.base}/to-name`,
];

it('never reaches the canary, and tells the user a category without network detail', async () => {
  const forms = canaryForms();
  // One account may add WRITE_LIMITS.sources.perMinute sources a minute: the forms are spread over accounts.
  const agents: Agent[] = [];
  const added: { url: string; id: string; agent: Agent }[] = [];
  for (const [index, url] of forms.entries()) {
    if (index % WRITE_LIMITS.sources.perMinute === 0) agents.push((await signedInAgent(server.url)).agent);
    const agent = agents.at(-1)!;
    const response = await agent.post('/api/event-sources').send({ url, name: 'Canary' });
    if (response.status === 400) continue; // refused at validation: never scanned at all
    expect(response.status).toBe(201);
    added.push({ url, id: (response.body as EventSource).id, agent });
  }
  // Validation may refuse a form outright; most are well-formed URLs and must be refused by the scanner.
  expect(added.length).toBeGreaterThanOrEqual(forms.length - 4);
  const deadline = Date.now() + 90_000;
  let sources: EventSource[];
  for (;;) {
    sources = [];
    for (const agent of agents)
      sources.push(...((await agent.get('/api/event-sources')).body as EventSource[]));
    if (sources.every((source) => source.status !== 'pending')) break;
    if (Date.now() > deadline) throw new Error(`scans did not finish: ${JSON.stringify(sources)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const allowed = new Set<string>([
    SCAN_ERROR_MESSAGES['blocked-address'],
    SCAN_ERROR_MESSAGES['unsafe-url'],
  ]);
  for (const { url, id } of added) {
    const source = sources.find((candidate) => candidate.id === id)!;
    const shown = { url, status: source.status, category: allowed.has(source.errorMessage ?? '') };
    expect([shown, source.errorMessage]).toEqual([
      { url, status: 'error', category: true },
      source.errorMessage,
    ]);
  }
  expect(canary.hits).toBe(0);
});
