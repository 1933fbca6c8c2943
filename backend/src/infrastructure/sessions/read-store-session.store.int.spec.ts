import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SessionData } from 'express-session';
import { EmbeddedReadStore } from '../read-store/embedded-read-store';
import { ReadStoreSessionStore, SESSION_TOUCH_INTERVAL_MS } from './read-store-session.store';

let directory: string;
let readStore: EmbeddedReadStore;

beforeEach(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'eventfold-sessions-'));
  readStore = await EmbeddedReadStore.open(directory);
});
afterEach(async () => {
  await readStore.close();
  await rm(directory, { recursive: true, force: true });
});

function sessionExpiringAt(epochMs: number): SessionData {
  return { cookie: { originalMaxAge: null, expires: new Date(epochMs) } } as unknown as SessionData;
}

const storedExpiry = async (sid: string) =>
  new Date(
    (
      (await readStore.collection<{ _id: string; expire: Date }>('sessions').findOne({ _id: sid })) as {
        expire: Date;
      }
    ).expire,
  ).getTime();

const call = (run: (done: () => void) => void) => new Promise<void>((resolve) => run(resolve));

it('moves a session’s stored expiry forward once it has moved an interval, not on every request', async () => {
  const store = new ReadStoreSessionStore(readStore);
  const start = Date.now() + 30 * 86_400_000;
  await call((done) => store.set('sid', sessionExpiringAt(start), done));

  // A request a minute later: the cookie's expiry moves, the stored one stays.
  await call((done) => store.touch('sid', sessionExpiringAt(start + 60_000), done));
  expect(await storedExpiry('sid')).toBe(start);

  // A request an interval later is written.
  const later = start + SESSION_TOUCH_INTERVAL_MS;
  await call((done) => store.touch('sid', sessionExpiringAt(later), done));
  expect(await storedExpiry('sid')).toBe(later);
});

it('writes the touch of a session this process has not read or written (another instance made it)', async () => {
  const start = Date.now() + 30 * 86_400_000;
  await call((done) => new ReadStoreSessionStore(readStore).set('sid', sessionExpiringAt(start), done));
  const other = new ReadStoreSessionStore(readStore);
  await call((done) => other.touch('sid', sessionExpiringAt(start + 60_000), done));
  expect(await storedExpiry('sid')).toBe(start + 60_000);
});

it('keeps a signed-out session signed out when a request that read it before saves it after', async () => {
  const store = new ReadStoreSessionStore(readStore);
  const signedIn = { ...sessionExpiringAt(Date.now() + 86_400_000), passport: { user: 'u1' } } as SessionData;
  await call((done) => store.set('sid', signedIn, done));
  const read = await new Promise<SessionData | null | undefined>((resolve) =>
    store.get('sid', (_error, session) => resolve(session)),
  );
  expect(read).toMatchObject({ passport: { user: 'u1' } });

  await call((done) => store.destroy('sid', done));
  // The slower request ends now and saves what it read, and another touches it.
  const saved = await new Promise<unknown>((resolve) => store.set('sid', read!, resolve));
  expect(saved).toBeUndefined();
  await call((done) => store.touch('sid', sessionExpiringAt(Date.now() + 90 * 86_400_000), done));

  const after = await new Promise<SessionData | null | undefined>((resolve) =>
    store.get('sid', (_error, session) => resolve(session)),
  );
  expect(after).toBeNull();
  expect(await readStore.collection('sessions').findOne({ _id: 'sid' })).not.toHaveProperty('sess');
});
