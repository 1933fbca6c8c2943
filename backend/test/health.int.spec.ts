import request from 'supertest';
import { readinessSchema } from '@eventfold/contracts';
import { signedInAgent } from './support/accounts';
import { startServer, type RunningServer } from './support/server';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.stop());

describe('health', () => {
  it('GET /healthz answers while the process runs', async () => {
    const response = await request(server.url).get('/healthz');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok' });
  });

  it('GET /readyz reports the stores and the projections, caught up after a write', async () => {
    await signedInAgent(server.url);
    const response = await request(server.url).get('/readyz');
    expect(response.status).toBe(200);
    const readiness = readinessSchema.parse(response.body);
    expect(readiness).toMatchObject({ status: 'ready', eventStore: true, readStore: true });
    expect(readiness.projections).toEqual({ caughtUp: true, head: '2', lagging: [] });
  });

  it('sends security headers', async () => {
    const response = await request(server.url).get('/healthz');
    expect(response.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-request-id']).toBeDefined();
  });
});

describe('request ids', () => {
  const clientId = 'client-chosen-request-id';

  it("ignores a client's X-Request-Id: it correlates events and must not be forged", async () => {
    const response = await request(server.url).get('/healthz').set('X-Request-Id', clientId);
    expect(response.headers['x-request-id']).toMatch(/^[\w-]{8,64}$/);
    expect(response.headers['x-request-id']).not.toBe(clientId);
  });

  it("takes the proxy's X-Request-Id behind TRUST_PROXY", async () => {
    const proxied = await startServer({ TRUST_PROXY: 'true' });
    try {
      const response = await request(proxied.url).get('/healthz').set('X-Request-Id', clientId);
      expect(response.headers['x-request-id']).toBe(clientId);
    } finally {
      await proxied.stop();
    }
  });
});
