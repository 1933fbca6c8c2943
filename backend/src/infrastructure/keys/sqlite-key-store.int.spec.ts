import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createEventTransform } from '../events/event-transform';
import type { KeyCache } from './key-cache';
import { KeyErasedError } from './key-store.port';
import { loadMasterKey } from './master-key';
import { SqliteKeyStore } from './sqlite-key-store';

describe('SqliteKeyStore', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eventfold-keys-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('creates one 256-bit key per user and returns it again after a restart', async () => {
    const master = randomBytes(32);
    const first = SqliteKeyStore.open(path.join(dir, 'keys.sqlite'), master);
    const key = await first.keyFor('u1');
    expect(key).toHaveLength(32);
    expect(await first.keyFor('u1')).toEqual(key);
    expect(await first.keyFor('u2')).not.toEqual(key);
    await first.close();
    const reopened = SqliteKeyStore.open(path.join(dir, 'keys.sqlite'), master);
    expect(await reopened.findKey('u1')).toEqual(key);
    await reopened.close();
  });

  it('stores keys only wrapped by the master key', async () => {
    const store = SqliteKeyStore.open(path.join(dir, 'keys.sqlite'), randomBytes(32));
    const key = await store.keyFor('u1');
    await store.close();
    const file = fs.readFileSync(path.join(dir, 'keys.sqlite'));
    expect(file.includes(key)).toBe(false);
    const wrongMaster = SqliteKeyStore.open(path.join(dir, 'keys.sqlite'), randomBytes(32));
    await expect(wrongMaster.findKey('u1')).rejects.toThrow();
    await wrongMaster.close();
  });

  it('erases a key for good: it is gone, survives a restart as erased, and is never created again', async () => {
    const master = randomBytes(32);
    const store = SqliteKeyStore.open(path.join(dir, 'keys.sqlite'), master);
    await store.keyFor('u1');
    await store.erase('u1');
    expect(await store.findKey('u1')).toBeNull();
    await expect(store.keyFor('u1')).rejects.toBeInstanceOf(KeyErasedError);
    await store.close();
    const reopened = SqliteKeyStore.open(path.join(dir, 'keys.sqlite'), master);
    expect(await reopened.findKey('u1')).toBeNull();
    await expect(reopened.keyFor('u1')).rejects.toBeInstanceOf(KeyErasedError);
    await reopened.close();
  });
});

describe('loadMasterKey', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eventfold-master-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('generates DATA_DIR/master.key once, readable by its owner only', () => {
    const first = loadMasterKey({ keyEncryptionKey: undefined, dataDir: dir, required: false });
    expect(first).toHaveLength(32);
    expect(fs.statSync(path.join(dir, 'master.key')).mode & 0o777).toBe(0o600);
    expect(loadMasterKey({ keyEncryptionKey: undefined, dataDir: dir, required: false })).toEqual(first);
  });

  it('takes KEY_ENCRYPTION_KEY when given, and insists on 32 bytes', () => {
    const key = randomBytes(32);
    expect(loadMasterKey({ keyEncryptionKey: key.toString('base64'), dataDir: dir, required: true })).toEqual(
      key,
    );
    expect(() => loadMasterKey({ keyEncryptionKey: 'c2hvcnQ=', dataDir: dir, required: true })).toThrow(
      '32 bytes',
    );
    expect(() => loadMasterKey({ keyEncryptionKey: undefined, dataDir: dir, required: true })).toThrow(
      'KEY_ENCRYPTION_KEY',
    );
  });

  it('forgets a key erased by another instance once the erasure passes through its event transform', async () => {
    const master = randomBytes(32);
    const here = SqliteKeyStore.open(path.join(dir, 'keys.sqlite'), master);
    const there = SqliteKeyStore.open(path.join(dir, 'keys.sqlite'), master);
    const key = await here.keyFor('u1');
    await there.erase('u1');
    // Cached here until it expires or the log says so.
    expect(await here.findKey('u1')).toEqual(key);
    const transform = createEventTransform(here);
    await transform({
      id: 'e1',
      type: 'UserErased',
      version: 1,
      data: { userId: 'u1' },
      metadata: { userId: 'u1', correlationId: 'c', causationId: 'c', occurredAt: new Date().toISOString() },
      streamId: 'user-u1',
      revision: 5,
      position: 9n,
      recordedAt: new Date().toISOString(),
    });
    expect(await here.findKey('u1')).toBeNull();
    await here.close();
    await there.close();
  });
});

describe('two instances on one key store', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eventfold-keys-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  /** Resolves once `check` holds, polling; the test's own timeout bounds the wait. */
  async function until(check: () => Promise<boolean>): Promise<void> {
    while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 5));
  }

  it('stops using a key erased on the other instance at its next erasure check', async () => {
    const master = randomBytes(32);
    const file = path.join(dir, 'keys.sqlite');
    // The other instance checks every 20 ms here; the cache alone would keep the key for 30 s.
    const api = SqliteKeyStore.open(file, master, 20);
    const eraser = SqliteKeyStore.open(file, master, 20);
    try {
      const key = await api.keyFor('u1');
      const other = await api.keyFor('u2');
      expect(await eraser.findKey('u1')).toEqual(key);
      await eraser.erase('u1');
      await until(async () => (await api.findKey('u1')) === null);
      await expect(api.keyFor('u1')).rejects.toBeInstanceOf(KeyErasedError);
      // Every other key still reads (again, from the store).
      expect(await api.findKey('u2')).toEqual(other);
    } finally {
      await api.close();
      await eraser.close();
    }
  });

  it('does not cache a key read before an erasure it notices during that read', async () => {
    const master = randomBytes(32);
    const file = path.join(dir, 'keys.sqlite');
    // Checks only when told to: the order of read, erasure and check is the test's.
    const api = SqliteKeyStore.open(file, master, 3_600_000);
    const eraser = SqliteKeyStore.open(file, master, 3_600_000);
    try {
      await eraser.keyFor('u1');
      const cache = (api as unknown as { cache: KeyCache }).cache;
      await cache.checkErasures();
      const lookup = cache.begin();
      const readBeforeErasure = await eraser.findKey('u1');
      await eraser.erase('u1');
      await cache.checkErasures();
      cache.set('u1', readBeforeErasure, lookup);
      expect(cache.get('u1')).toBeUndefined();
      expect(await api.findKey('u1')).toBeNull();
    } finally {
      await api.close();
      await eraser.close();
    }
  });
});
