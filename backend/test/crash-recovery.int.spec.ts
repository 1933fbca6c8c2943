import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { collectionName, rebuildProjection, usersProjection } from '@eventfold/projections';
import { createEventTransform } from '../src/infrastructure/events/event-transform';
import { EmbeddedReadStore } from '../src/infrastructure/read-store/embedded-read-store';
import { openStoresFromEnv } from '../src/infrastructure/stores';
import { newAccount } from './support/accounts';
import {
  sortById,
  startServer,
  temporaryDataDir,
  waitUntilReady,
  type RunningServer,
} from './support/server';

jest.setTimeout(120_000);

const LIMITS = { REGISTER_RATE_LIMIT_PER_HOUR: '100000', LOGIN_RATE_LIMIT_PER_MINUTE: '100000' };
const BURST = 120;
const CONCURRENCY = 12;
const KILL_AFTER_ACKNOWLEDGED = 25;

interface Acknowledged {
  id: string;
  email: string;
  password: string;
}

/** Signs up as fast as it can and kill -9s the server once enough sign-ups have been acknowledged. */
async function burstAndKill(
  server: RunningServer,
): Promise<{ acknowledged: Acknowledged[]; failed: number }> {
  const acknowledged: Acknowledged[] = [];
  let failed = 0;
  let next = 0;
  let killing: Promise<void> | undefined;
  const worker = async () => {
    while (next < BURST) {
      next += 1;
      const account = newAccount();
      try {
        const response = await fetch(`${server.url}/api/auth/register`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(account),
        });
        if (response.status === 201) {
          const user = (await response.json()) as { id: string };
          acknowledged.push({ id: user.id, email: account.email, password: account.password });
        } else failed += 1;
      } catch {
        failed += 1; // the connection died with the server: not acknowledged, may or may not exist
      }
      if (acknowledged.length >= KILL_AFTER_ACKNOWLEDGED) killing ??= server.kill();
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  await killing;
  return { acknowledged, failed };
}

describe('a kill -9 in the middle of a burst of sign-ups', () => {
  const dataDir = temporaryDataDir();
  const rebuildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eventfold-rebuild-'));
  afterAll(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(rebuildDir, { recursive: true, force: true });
  });

  it('loses no acknowledged account, and the read models equal a rebuild from scratch', async () => {
    const first = await startServer(LIMITS, dataDir);
    const { acknowledged, failed } = await burstAndKill(first);
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKNOWLEDGED);
    // The kill happened mid-burst: some sign-ups never got an answer.
    expect(failed).toBeGreaterThan(0);

    const second = await startServer(LIMITS, dataDir);
    await waitUntilReady(second.url);
    for (const account of acknowledged) {
      const response = await fetch(`${second.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: account.email, password: account.password }),
      });
      expect(response.status).toBe(200);
      expect(((await response.json()) as { id: string }).id).toBe(account.id);
    }
    await second.stop();

    const stores = await openStoresFromEnv({ DATA_DIR: dataDir });
    const fresh = await EmbeddedReadStore.open(rebuildDir);
    try {
      const live = await stores.readStore.collection(collectionName(usersProjection)).find({});
      await rebuildProjection({
        eventStore: stores.eventStore,
        readStore: fresh,
        projection: usersProjection,
        transform: createEventTransform(stores.keyStore),
      });
      const rebuilt = await fresh.collection(collectionName(usersProjection)).find({});
      expect(live.length).toBeGreaterThanOrEqual(acknowledged.length);
      expect(sortById(live)).toEqual(sortById(rebuilt));
    } finally {
      await fresh.close();
      await stores.close();
    }
  });
});
