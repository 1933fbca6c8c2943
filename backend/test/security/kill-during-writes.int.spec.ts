import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { collectionName, rebuildProjection, REGISTERED_PROJECTIONS } from '@eventfold/projections';
import { createEventTransform } from '../../src/infrastructure/events/event-transform';
import { EmbeddedReadStore } from '../../src/infrastructure/read-store/embedded-read-store';
import { openStoresFromEnv } from '../../src/infrastructure/stores';
import { member, type Member } from '../support/social';
import {
  freePort,
  sortById,
  startServer,
  temporaryDataDir,
  waitUntilReady,
  type RunningServer,
} from '../support/server';
import { FULL, report } from './security-mode';

// The outside test's kill -9 during write bursts, kept: users create events, comment on them and like
// them concurrently; the real server is killed with SIGKILL mid-burst and restarted on the same data.
// Every write the server acknowledged must be there after the restart, the stores must open cleanly,
// and every read model must equal a rebuild from the log.
jest.setTimeout(FULL ? 1_800_000 : 300_000);

const WRITERS = FULL ? 24 : 8;
const CRASHES = FULL ? 2 : 1;
/** Acknowledged writes per crash before the kill. */
const KILL_AFTER = FULL ? 800 : 40;
const LIMITS = { REGISTER_RATE_LIMIT_PER_HOUR: '100000', LOGIN_RATE_LIMIT_PER_MINUTE: '100000' };

type Write =
  | { kind: 'event'; user: Member; eventId: string }
  | { kind: 'comment'; user: Member; eventId: string; commentId: string }
  | { kind: 'like'; user: Member; eventId: string };

const day = new Date(Date.now() + 5 * 24 * 3600 * 1000).toISOString().slice(0, 10);

/** One writer's loop: an event, a comment on it, a like of it, again, until told to stop. */
async function write(
  user: Member,
  acknowledged: Write[],
  unacknowledged: Map<string, number>,
  stop: () => boolean,
): Promise<void> {
  const count = (outcome: string) => unacknowledged.set(outcome, (unacknowledged.get(outcome) ?? 0) + 1);
  const attempt = async <T>(
    call: () => PromiseLike<request.Response>,
    ok: number,
    then: (body: T) => void,
  ) => {
    try {
      const response = await call();
      if (response.status === ok) then(response.body as T);
      else count(String(response.status));
      return response.status === ok;
    } catch {
      count('no answer'); // the connection died with the server: may or may not exist
      return false;
    }
  };
  while (!stop()) {
    let eventId = '';
    const created = await attempt<{ id: string }>(
      () =>
        user.agent
          .post('/api/events')
          .field('title', `Burst by ${user.id.slice(0, 8)}`)
          .field('location', 'The Hall')
          .field('date', day)
          .field('timeStart', '19:00'),
      201,
      ({ id }) => {
        eventId = id;
        acknowledged.push({ kind: 'event', user, eventId: id });
      },
    );
    if (!created) continue;
    await attempt<{ id: string }>(
      () =>
        user.agent.post(`/api/events/${eventId}/comment`).send({ content: `Note ${acknowledged.length}` }),
      201,
      ({ id }) => acknowledged.push({ kind: 'comment', user, eventId, commentId: id }),
    );
    await attempt(
      () => user.agent.post(`/api/events/${eventId}/like`),
      200,
      () => acknowledged.push({ kind: 'like', user, eventId }),
    );
  }
}

/** Every acknowledged write, as its author reads it back from the restarted server. */
async function missing(writes: Write[]): Promise<string[]> {
  const lost: string[] = [];
  for (const written of writes) {
    const { agent } = written.user;
    if (written.kind === 'event') {
      const response = await agent.get(`/api/calendar/events/${written.eventId}`);
      if (response.status !== 200) lost.push(`event ${written.eventId} → ${response.status}`);
    } else if (written.kind === 'comment') {
      const comments = (await agent.get(`/api/events/${written.eventId}/comments`)).body as { id: string }[];
      if (!comments.some((comment) => comment.id === written.commentId))
        lost.push(`comment ${written.commentId}`);
    } else {
      const likers = (await agent.get(`/api/events/${written.eventId}/likes`)).body as {
        id?: string;
        userId?: string;
      }[];
      if (!likers.some((liker) => (liker.id ?? liker.userId) === written.user.id))
        lost.push(`like of ${written.eventId}`);
    }
  }
  return lost;
}

describe('kill -9 during concurrent writes', () => {
  const dataDir = temporaryDataDir();
  const rebuildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eventfold-rebuild-'));
  afterAll(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(rebuildDir, { recursive: true, force: true });
  });

  it('loses no acknowledged write, restarts cleanly, and its read models equal a rebuild', async () => {
    // One address for every start, so that the writers' sessions (kept in the read store) go on.
    const env = { ...LIMITS, PORT: String(await freePort()) };
    let server: RunningServer = await startServer(env, dataDir);
    const writers = await Promise.all(
      Array.from({ length: WRITERS }, (_, n) => member(server.url, `Writer${n}`)),
    );
    const acknowledged: Write[] = [];
    const unacknowledged = new Map<string, number>();
    for (let crash = 1; crash <= CRASHES; crash += 1) {
      const target = acknowledged.length + KILL_AFTER;
      let killing: Promise<void> | undefined;
      const stop = () => {
        if (acknowledged.length >= target) killing ??= server.kill();
        return killing !== undefined;
      };
      await Promise.all(writers.map((writer) => write(writer, acknowledged, unacknowledged, stop)));
      await killing;
      server = await startServer(env, dataDir);
      await waitUntilReady(server.url, FULL ? 600_000 : 60_000);
      const lost = await missing(acknowledged);
      report(
        `crash ${crash}: ${acknowledged.length} acknowledged writes so far, ${lost.length} missing after restart`,
      );
      expect(lost).toEqual([]);
    }
    report(`writes not acknowledged (not checked): ${JSON.stringify(Object.fromEntries(unacknowledged))}`);
    expect(acknowledged.length).toBeGreaterThanOrEqual(CRASHES * KILL_AFTER);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    await server.stop();

    // The stores open cleanly after the crashes, and every read model is what the log says.
    const stores = await openStoresFromEnv({ DATA_DIR: dataDir });
    const fresh = await EmbeddedReadStore.open(rebuildDir);
    try {
      const transform = createEventTransform(stores.keyStore);
      const differing: string[] = [];
      for (const projection of REGISTERED_PROJECTIONS) {
        const collection = collectionName(projection);
        const live = await stores.readStore.collection(collection).find({});
        await rebuildProjection({ eventStore: stores.eventStore, readStore: fresh, projection, transform });
        const rebuilt = await fresh.collection(collection).find({});
        if (JSON.stringify(sortById(live)) !== JSON.stringify(sortById(rebuilt)))
          differing.push(`${collection}: ${live.length} live, ${rebuilt.length} rebuilt`);
      }
      expect(differing).toEqual([]);
    } finally {
      await fresh.close();
      await stores.close();
    }
  });
});
