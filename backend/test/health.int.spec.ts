import path from 'node:path';
import request from 'supertest';
import { readinessSchema } from '@eventfold/contracts';
import { SqliteEventStore } from '../src/infrastructure/event-store/sqlite-event-store';
import { userRegistered } from '../src/infrastructure/projections/identity-events.fixtures';
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

  it('GET /readyz stays ready while nobody keeps the projections: lag is reported, not a reason to stop serving', async () => {
    // An API-only instance with the worker stopped, and a write made meanwhile.
    const api = await startServer({ ROLE: 'api' });
    try {
      const log = SqliteEventStore.open(path.join(api.dataDir, 'events.sqlite'));
      const { position } = await log.appendToStream(
        'user-lag',
        [userRegistered('lag', 'lag@example.com')],
        'no_stream',
      );
      await log.close();
      let readiness = readinessSchema.parse((await request(api.url).get('/readyz').expect(200)).body);
      // The instance reads the shared progress every second: it learns of the write, and stays ready.
      for (let attempt = 0; attempt < 100 && readiness.projections.caughtUp; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        readiness = readinessSchema.parse((await request(api.url).get('/readyz').expect(200)).body);
      }
      expect(readiness).toMatchObject({ status: 'ready', eventStore: true, readStore: true });
      expect(readiness.projections).toMatchObject({ caughtUp: false, head: position.toString() });
      expect(readiness.projections.lagging).toContain('users_v1');
      const metrics = await request(api.url).get('/metrics').expect(200);
      expect(metrics.text).toContain(`eventfold_projection_lag{projection="users_v1"} ${position}`);
      expect(metrics.text).toMatch(/eventfold_projection_lease_held\{instance="[^"]+"\} 0/);
    } finally {
      await api.stop();
    }
  });

  it('GET /metrics reports the projections in Prometheus text format', async () => {
    await signedInAgent(server.url);
    const response = await request(server.url).get('/metrics').expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain;.*version=0\.0\.4/);
    const text = response.text;
    expect(text).toContain('# TYPE eventfold_projection_lag gauge');
    expect(text).toContain('eventfold_projection_lag{projection="users_v1"} 0');
    expect(text).toMatch(/eventfold_projection_events_total \d+/);
    expect(text).toMatch(/eventfold_projection_events_per_second \d/);
    expect(text).toContain('eventfold_projection_dead_letters 0');
    expect(text).toMatch(/eventfold_projection_lease_holder\{holder="[^"]+",token="\d+"\} 1/);
    expect(text).toMatch(/eventfold_projection_lease_held\{instance="[^"]+"\} 1/);
    expect(text).toContain('eventfold_scan_queue_depth 0');
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
