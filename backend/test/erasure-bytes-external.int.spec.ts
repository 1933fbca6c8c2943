import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { EventStoreDbEventStore } from '../src/infrastructure/event-store/eventstoredb-event-store';
import { databaseFromUrl } from '../src/infrastructure/read-store/mongo-read-store';
import { bytesFound, filesUnder, useEveryFeatureThenErase } from './support/erasure-scenario';
import { startServer, type RunningServer } from './support/server';

const mongoUrl = process.env['MONGODB_URL'];
const eventStoreUrl = process.env['EVENTSTORE_URL'];

/** Every stored event and every document, as text: what the servers hold, searched for the person. */
async function storedText(mongo: string, eventStore: string): Promise<string[]> {
  const store = new EventStoreDbEventStore(eventStore);
  const client = await MongoClient.connect(mongo);
  try {
    const texts = (await store.readAll()).map((event) =>
      JSON.stringify(event, (_, v: unknown) => (typeof v === 'bigint' ? String(v) : v)),
    );
    const db = client.db(databaseFromUrl(mongo));
    for (const { name } of await db.listCollections().toArray()) {
      for (const document of await db.collection(name).find().toArray())
        texts.push(`${name} ${JSON.stringify(document)}`);
    }
    return texts;
  } finally {
    await client.close();
    await store.close();
  }
}

function textHits(texts: readonly string[], secrets: readonly string[]): string[] {
  return texts.flatMap((text) =>
    secrets.filter((secret) => text.includes(secret)).map((secret) => `${secret} in ${text.slice(0, 200)}`),
  );
}

if (mongoUrl === undefined || eventStoreUrl === undefined) {
  console.warn(
    'Erasure test on MongoDB and EventStoreDB skipped: MONGODB_URL and EVENTSTORE_URL are not both set',
  );
  describe('account erasure on MongoDB and EventStoreDB', () => {
    it.skip('runs only when MONGODB_URL and EVENTSTORE_URL are set', () => undefined);
  });
} else {
  const mongo = mongoUrl;
  const eventStore = eventStoreUrl;
  const env = {
    MONGODB_URL: mongo,
    EVENTSTORE_URL: eventStore,
    KEY_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  };
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer(env);
  }, 30_000);
  afterAll(() => server?.stop());

  describe('account erasure on MongoDB and EventStoreDB', () => {
    it('leaves no trace of the person’s name or e-mail in the event log, the read models or DATA_DIR', async () => {
      const person = await useEveryFeatureThenErase(server, {
        grantAuditor: (email) =>
          new Promise((resolve, reject) => {
            const cli = path.join(__dirname, '..', 'dist', 'cli', 'auditor.js');
            execFile(
              process.execPath,
              [cli, 'grant', email],
              { env: { PATH: process.env['PATH'] ?? '', DATA_DIR: server.dataDir, ...env } },
              (error, _stdout, stderr) => (error === null ? resolve() : reject(new Error(stderr))),
            );
          }),
        // The search must find the data while it is there, or finding nothing afterwards proves nothing.
        beforeErasure: async ({ secrets }) => {
          expect(textHits(await storedText(mongo, eventStore), secrets)).not.toEqual([]);
        },
      });
      await server.stop();
      expect(textHits(await storedText(mongo, eventStore), person.secrets)).toEqual([]);
      expect(bytesFound(filesUnder(server.dataDir), person.secrets)).toEqual([]);
    }, 180_000);
  });
}
