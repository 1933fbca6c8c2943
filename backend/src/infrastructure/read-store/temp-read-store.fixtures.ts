import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EmbeddedReadStore } from './embedded-read-store';

/**
 * A fresh embedded read store on a temp directory for each test of the enclosing describe: what
 * several processes share in the specs that give each its own view of it. Read `.store` inside tests.
 */
export function tempReadStoreEachTest(prefix: string): { store: EmbeddedReadStore } {
  const current = {} as { store: EmbeddedReadStore };
  let directory: string;
  beforeEach(async () => {
    directory = await mkdtemp(path.join(tmpdir(), prefix));
    current.store = await EmbeddedReadStore.open(directory);
  });
  afterEach(async () => {
    await current.store.close();
    await rm(directory, { recursive: true, force: true });
  });
  return current;
}
