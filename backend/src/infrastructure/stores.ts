import fs from 'node:fs';
import path from 'node:path';
import type { EventStore, ReadStore } from '@eventfold/contracts';
import { expireLeasesOfDeadProcesses } from '@eventfold/projections';
import { loadConfig } from '../config/app-config';
import { HOST_TURNS_COLLECTION, LEASE_COLLECTIONS } from './lease-collections';
import { SqliteEventStore } from './event-store/sqlite-event-store';
import type { KeyStore } from './keys/key-store.port';
import { deriveEmailClaimKey } from './keys/email-claim-key';
import { loadMasterKey } from './keys/master-key';
import { SqliteKeyStore } from './keys/sqlite-key-store';
import { EmbeddedReadStore } from './read-store/embedded-read-store';

/** The log and the keys to read it: what a command-line tool needs while the server may be running. */
export interface LogStores {
  eventStore: EventStore;
  keyStore: KeyStore;
  /** Keys the hash that names e-mail claim streams (see email-claim.ts). */
  emailClaimKey: Buffer;
  close(): Promise<void>;
}

export interface Stores extends LogStores {
  readStore: ReadStore;
  /** Closes all three; the event store last, since the others may still be flushing work derived from it. */
  close(): Promise<void>;
}

/**
 * The event store and the key store without the read store, which the embedded adapter locks to the
 * server: the auditor and audit commands use this, so they work with the server running or stopped.
 */
export async function openLogFromEnv(env: NodeJS.ProcessEnv = process.env): Promise<LogStores> {
  const config = loadConfig(env);
  fs.mkdirSync(config.dataDir, { recursive: true });
  const eventStore = await openEventStore(config.eventStoreUrl, config.dataDir);
  try {
    const masterKey = loadMasterKey({
      keyEncryptionKey: config.keyEncryptionKey,
      dataDir: config.dataDir,
      required: config.mongoUrl !== undefined,
    });
    const keyStore = await openKeyStore(config.mongoUrl, config.dataDir, masterKey);
    return {
      eventStore,
      keyStore,
      emailClaimKey: deriveEmailClaimKey(masterKey),
      async close() {
        await keyStore.close();
        await eventStore.close();
      },
    };
  } catch (error) {
    await eventStore.close().catch(() => undefined);
    throw error;
  }
}

/**
 * The one place that chooses the adapters: EventStoreDB and MongoDB when their URLs are set, otherwise
 * the embedded ones under DATA_DIR.
 */
export async function openStoresFromEnv(env: NodeJS.ProcessEnv = process.env): Promise<Stores> {
  const config = loadConfig(env);
  const log = await openLogFromEnv(env);
  try {
    const readStore = await openReadStore(config.mongoUrl, config.dataDir);
    return {
      ...log,
      readStore,
      async close() {
        await log.keyStore.close();
        await readStore.close();
        await log.eventStore.close();
      },
    };
  } catch (error) {
    await log.close().catch(() => undefined);
    throw error;
  }
}

/*
 * The EventStoreDB and MongoDB adapters are loaded only when their URL is set: their clients weigh
 * ~30 MB of memory once imported (the MongoDB driver's BSON serializer alone allocates a 17 MB buffer),
 * which a server on the embedded stores would carry for nothing.
 */
/* eslint-disable @typescript-eslint/no-require-imports */
const eventStoreDb = () =>
  require('./event-store/eventstoredb-event-store') as typeof import('./event-store/eventstoredb-event-store');
const mongoReadStore = () =>
  require('./read-store/mongo-read-store') as typeof import('./read-store/mongo-read-store');
const mongoKeyStore = () => require('./keys/mongo-key-store') as typeof import('./keys/mongo-key-store');
/* eslint-enable @typescript-eslint/no-require-imports */

async function openEventStore(url: string | undefined, dataDir: string): Promise<EventStore> {
  if (url !== undefined) {
    return new (eventStoreDb().EventStoreDbEventStore)(url);
  }
  return SqliteEventStore.open(path.join(dataDir, 'events.sqlite'));
}

async function openReadStore(url: string | undefined, dataDir: string): Promise<ReadStore> {
  if (url !== undefined) {
    return mongoReadStore().MongoReadStore.connect(url);
  }
  const readStore = await EmbeddedReadStore.open(path.join(dataDir, 'readstore'));
  // The embedded store is locked to this process: leases left in it belong to a dead predecessor.
  for (const collection of LEASE_COLLECTIONS) await expireLeasesOfDeadProcesses(readStore, collection);
  await readStore.dropCollection(HOST_TURNS_COLLECTION);
  return readStore;
}

async function openKeyStore(url: string | undefined, dataDir: string, masterKey: Buffer): Promise<KeyStore> {
  if (url !== undefined) {
    return mongoKeyStore().MongoKeyStore.connect(url, masterKey);
  }
  return SqliteKeyStore.open(path.join(dataDir, 'keys.sqlite'), masterKey);
}
