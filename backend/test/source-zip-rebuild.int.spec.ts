import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { nearbyResponseSchema } from '@eventfold/contracts';
import {
  collectionName,
  nearbyProjection,
  rebuildProjection,
  sourcesProjection,
} from '@eventfold/projections';
import { createEventTransform } from '../src/infrastructure/events/event-transform';
import { EmbeddedReadStore } from '../src/infrastructure/read-store/embedded-read-store';
import { openStoresFromEnv } from '../src/infrastructure/stores';
import { sortById, startServer, temporaryDataDir, type RunningServer } from './support/server';
import { member, type Member } from './support/social';
import { daysAhead, startVenueSite, type VenueSite } from './support/venue-site';

jest.setTimeout(120_000);

/** A venue page whose own markup names its ZIP; its shows name no place but the room. */
function dockPage(): string {
  const venue = {
    '@context': 'https://schema.org',
    '@type': 'MusicVenue',
    name: 'Dock Hall',
    address: { '@type': 'PostalAddress', addressLocality: 'Chicago', postalCode: '60601' },
  };
  const shows = ['Dock Dance', 'Harbor Blues'].map((name, index) => ({
    '@context': 'https://schema.org',
    '@type': 'MusicEvent',
    name,
    startDate: daysAhead(2 + index).toISOString(),
    location: { '@type': 'Place', name: 'Upstairs' },
    url: `/shows/${index}`,
  }));
  return `<!doctype html><html><head><script type="application/ld+json">${JSON.stringify([venue, ...shows])}</script></head><body></body></html>`;
}

async function titlesNear(user: Member, zip: string): Promise<string[]> {
  const response = await user.agent.get(`/api/events/nearby?zip=${zip}&radius=5`);
  expect(response.status).toBe(200);
  return nearbyResponseSchema.parse(response.body).events.map((event) => event.title);
}

let site: VenueSite;
let server: RunningServer;
const dataDir = temporaryDataDir();
const rebuildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eventfold-rebuild-'));

beforeAll(async () => {
  site = await startVenueSite();
  site.setPage('dock', dockPage());
  server = await startServer({ SCANNER_ALLOWED_HOSTS: '127.0.0.1', SCAN_PER_HOST_DELAY_MS: '0' }, dataDir);
});
afterAll(async () => {
  await server?.stop();
  await site?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(rebuildDir, { recursive: true, force: true });
});

it("places a source's listings at the ZIP found on its page, then at the user's, the same after a rebuild", async () => {
  const joe = await member(server.url, 'Joe');
  const url = `${site.url}/pages/dock`;
  const added = await joe.agent.post('/api/event-sources').send({ url, name: 'Dock Hall' });
  expect(added.status).toBe(201);
  const sourceId = (added.body as { id: string }).id;
  const deadline = Date.now() + 40_000;
  while ((await titlesNear(joe, '60601')).length < 2) {
    if (Date.now() > deadline) throw new Error('the scan never placed the listings at 60601');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const edited = await joe.agent
    .patch(`/api/event-sources/${sourceId}`)
    .send({ name: 'Dock Hall', url, category: 'General', zipCode: '53202' });
  expect(edited.body).toMatchObject({ zipCode: '53202', zipCodeFoundOnPage: false });
  expect((await titlesNear(joe, '53202')).sort()).toEqual(['Dock Dance', 'Harbor Blues']);
  expect(await titlesNear(joe, '60601')).toEqual([]);
  await server.stop();

  // The read models are derived from the log alone: rebuilt from scratch, they are the same.
  const stores = await openStoresFromEnv({ DATA_DIR: dataDir });
  const fresh = await EmbeddedReadStore.open(rebuildDir);
  try {
    for (const projection of [nearbyProjection, sourcesProjection]) {
      const live = await stores.readStore.collection(collectionName(projection)).find({});
      await rebuildProjection({
        eventStore: stores.eventStore,
        readStore: fresh,
        projection,
        transform: createEventTransform(stores.keyStore),
      });
      const rebuilt = await fresh.collection(collectionName(projection)).find({});
      expect(sortById(rebuilt)).toEqual(sortById(live));
      expect(rebuilt.length).toBeGreaterThan(0);
    }
    const placed = await fresh.collection(collectionName(nearbyProjection)).find({ kind: 'event' });
    expect(placed.map((document) => document['zipCode'])).toEqual(['53202', '53202']);
  } finally {
    await fresh.close();
    await stores.close();
  }
});
