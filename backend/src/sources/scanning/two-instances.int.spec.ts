import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CqrsModule, CommandBus } from '@nestjs/cqrs';
import { createEventSourceSchema } from '@eventfold/contracts';
import { collectionName, sourcesProjection, type LeaseDocument } from '@eventfold/projections';
import { Test } from '@nestjs/testing';
import type { INestApplicationContext } from '@nestjs/common';
import { ConfigModule } from '../../config/config.module';
import { SqliteEventStore } from '../../infrastructure/event-store/sqlite-event-store';
import { SqliteKeyStore } from '../../infrastructure/keys/sqlite-key-store';
import { PausableReadStore } from '../../infrastructure/projections/pausable-read-store.fixtures';
import { EmbeddedReadStore } from '../../infrastructure/read-store/embedded-read-store';
import type { Stores } from '../../infrastructure/stores';
import { RateLimitsModule } from '../../infrastructure/rate-limits/rate-limits.module';
import { MemoryModule } from '../../infrastructure/memory/memory.module';
import { StoresModule } from '../../infrastructure/stores.module';
import { STORES } from '../../infrastructure/stores.tokens';
import { startServer, type LocalServer } from '../../scanning/testing/local-server.fixtures';
import { AddSource } from '../add-source.handler';
import { SourceScans } from '../source-scans.service';
import type { SourceWrite } from '../source-write';
import { SourcesModule } from '../sources.module';
import { SCAN_CLAIMS_COLLECTION } from './scan-claims';
import { INSTANCE_ID } from '../../infrastructure/instance-id';

jest.setTimeout(60_000);

const ENV = {
  SCANNER_ALLOWED_HOSTS: '127.0.0.2',
  SCAN_PER_HOST_DELAY_MS: '0',
  SCAN_PICKUP_SECONDS: '0.05',
  LOG_LEVEL: 'silent',
};

/** A venue page with one event; `hold` keeps answers to chosen paths waiting until released. */
function venuePage(title: string): string {
  const start = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const event = {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: title,
    startDate: `${start}T20:00`,
  };
  return `<html><body><script type="application/ld+json">${JSON.stringify(event)}</script></body></html>`;
}

/**
 * Two instances of the sources module in one process, each with its own view of one shared event
 * store and read store: what two API-and-worker machines share in production.
 */
describe('scans with two instances against one shared store', () => {
  let directory: string;
  let eventStore: SqliteEventStore;
  let readStore: EmbeddedReadStore;
  let keyStore: SqliteKeyStore;
  let site: LocalServer;
  const requests = new Map<string, number>();
  const held = new Map<string, () => void>();
  const holding = new Set<string>();
  const apps: INestApplicationContext[] = [];
  const savedEnv = { ...process.env };

  beforeEach(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'eventfold-two-instances-'));
    Object.assign(process.env, ENV, { DATA_DIR: directory });
    eventStore = SqliteEventStore.open(path.join(directory, 'events.sqlite'), { pollIntervalMs: 10 });
    readStore = await EmbeddedReadStore.open(path.join(directory, 'read'));
    keyStore = SqliteKeyStore.open(path.join(directory, 'keys.sqlite'), randomBytes(32));
    site = await startServer('127.0.0.2', (request: http.IncomingMessage, response: http.ServerResponse) => {
      const page = new URL(request.url ?? '/', 'http://x').pathname;
      requests.set(page, (requests.get(page) ?? 0) + 1);
      const answer = () => {
        if (held.get(page) === answer) held.delete(page);
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(venuePage(`Show at ${page}`));
      };
      if (holding.has(page)) held.set(page, answer);
      else answer();
    });
  });

  afterEach(async () => {
    for (const release of [...held.values()]) release();
    await Promise.all(apps.splice(0).map((app) => app.close()));
    await site.close();
    await eventStore.close();
    await readStore.close();
    await keyStore.close();
    await rm(directory, { recursive: true, force: true });
    process.env = { ...savedEnv };
    requests.clear();
    held.clear();
    holding.clear();
  });

  /** `claimSeconds`: how long a claim outlives its last renewal (short where a take-over is awaited). */
  async function instance(
    view = new PausableReadStore(readStore),
    claimSeconds = 5,
  ): Promise<INestApplicationContext> {
    process.env['SCAN_CLAIM_SECONDS'] = String(claimSeconds);
    const emailClaimKey = randomBytes(32);
    const stores: Stores = {
      eventStore,
      readStore: view,
      keyStore,
      emailClaimKey,
      close: async () => undefined,
    };
    const moduleRef = await Test.createTestingModule({
      imports: [ConfigModule, CqrsModule, StoresModule, RateLimitsModule, MemoryModule, SourcesModule],
    })
      .overrideProvider(STORES)
      .useValue(stores)
      .compile();
    const app = await moduleRef.init();
    apps.push(app);
    return app;
  }

  async function addSource(app: INestApplicationContext, page: string): Promise<string> {
    const context = { userId: 'u1', correlationId: randomUUID(), causationId: randomUUID() };
    const write = await app
      .get(CommandBus)
      .execute(new AddSource('u1', createEventSourceSchema.parse({ url: `${site.base}${page}` }), context));
    return (write as { sourceId: string }).sourceId;
  }

  async function scanResults(sourceId: string): Promise<string[]> {
    const events = await eventStore.readStream(`source-${sourceId}`);
    return events
      .map((event) => event.type)
      .filter((type) => type === 'SourceScanned' || type === 'SourceScanFailed');
  }

  async function until(condition: () => Promise<boolean> | boolean, what: string): Promise<void> {
    for (let attempt = 0; attempt < 600; attempt++) {
      if (await condition()) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`Timed out waiting for ${what}`);
  }

  it('runs each requested scan once, whichever instance requested it', async () => {
    const a = await instance();
    const b = await instance();
    const pages = ['/one', '/two', '/three', '/four', '/five', '/six'];
    const sources = await Promise.all(pages.map((page, i) => addSource(i % 2 === 0 ? a : b, page)));

    for (const sourceId of sources) {
      await until(async () => (await scanResults(sourceId)).length > 0, `the scan of ${sourceId}`);
    }
    // Let any second run (there must be none) show itself.
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const sourceId of sources) expect(await scanResults(sourceId)).toHaveLength(1);
    for (const page of pages) expect(requests.get(page)).toBe(1);
  });

  it('takes a scan over from an instance cut off mid-scan, and records one result', async () => {
    const frozen = new PausableReadStore(readStore);
    const a = await instance(frozen, 1);
    holding.add('/slow');
    const sourceId = await addSource(a, '/slow');
    await until(() => held.has('/slow'), 'the first instance fetching the page');
    // a is cut off from the store: its claim lapses while its fetch hangs.
    frozen.pause(SCAN_CLAIMS_COLLECTION);
    holding.delete('/slow');
    const b = await instance(undefined, 1);
    const claims = readStore.collection<LeaseDocument>(SCAN_CLAIMS_COLLECTION);
    await until(
      async () => (await claims.findOne({}))?.holder === b.get<string>(INSTANCE_ID),
      'the second instance claiming the scan',
    );
    // a's page arrives now (its turn at the host ends, so b may fetch), but a cannot confirm its claim.
    held.get('/slow')!();
    await until(async () => (await scanResults(sourceId)).length > 0, 'the second instance recording');

    // a comes back: its claim is gone, so it records nothing.
    frozen.resume(SCAN_CLAIMS_COLLECTION);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await scanResults(sourceId)).toEqual(['SourceScanned']);
    expect(requests.get('/slow')).toBe(2);
  });

  it('hands a scan back while the read model has not reached its request, and runs it once it has', async () => {
    process.env['READ_YOUR_WRITES_TIMEOUT_MS'] = '200';
    const lagging = new PausableReadStore(readStore);
    // The read model the scan reads its source from falls behind: its writes wait.
    lagging.pause(collectionName(sourcesProjection));
    // Held writes would keep the instance from closing if the test failed before resuming them.
    held.set('/held-writes', () => lagging.resume(collectionName(sourcesProjection)));
    const a = await instance(lagging);
    const context = { userId: 'u1', correlationId: randomUUID(), causationId: randomUUID() };
    const input = createEventSourceSchema.parse({ url: `${site.base}/late` });
    const write = await a
      .get(CommandBus)
      .execute<AddSource, SourceWrite>(new AddSource('u1', input, context));
    const { sourceId } = write;
    // What the HTTP answer does: wait for the read models (in vain here), then hand the scan on.
    await a.get(SourceScans).settle('u1', [write]);
    const claims = readStore.collection<LeaseDocument>(SCAN_CLAIMS_COLLECTION);
    await until(async () => (await claims.countDocuments()) > 0, 'the scan claimed');
    // The wait runs out: the claim is handed back (it lapses at once and goes), where a finished one
    // would be kept for a day and the scan never run; nothing was fetched.
    await until(async () => (await claims.countDocuments()) === 0, 'the claim handed back');
    expect(requests.get('/late')).toBeUndefined();

    lagging.resume(collectionName(sourcesProjection));
    await until(async () => (await scanResults(sourceId)).length > 0, 'the scan run once the source shows');
    expect(await scanResults(sourceId)).toEqual(['SourceScanned']);
    expect(requests.get('/late')).toBe(1);
  });
});
