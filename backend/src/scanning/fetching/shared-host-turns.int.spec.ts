import { setTimeout as sleep } from 'node:timers/promises';
import { tempReadStoreEachTest } from '../../infrastructure/read-store/temp-read-store.fixtures';
import { HOST_TURNS_COLLECTION, SharedHostTurns } from './shared-host-turns';

/** Two processes' turns over one shared read store, with a short hold so lapses happen in a test. */
describe('SharedHostTurns', () => {
  const HOLD_MS = 600;
  const temp = tempReadStoreEachTest('eventfold-host-turns-');

  /** Whether `promise` settled once the other side had several holds' time to step in. */
  async function settledAfterHolds(promise: Promise<unknown>, holds: number): Promise<boolean> {
    let settled = false;
    void promise.then(() => (settled = true));
    await sleep(HOLD_MS * holds);
    return settled;
  }

  it('keeps a turn whose request outlasts the hold: another process waits until it is done', async () => {
    const first = new SharedHostTurns(temp.store, { holdMs: HOLD_MS });
    const second = new SharedHostTurns(temp.store, { holdMs: HOLD_MS });
    const turn = await first.take('venue.example');
    const next = second.take('venue.example');
    // Three holds into the request, the turn is still the first process's.
    expect(await settledAfterHolds(next, 3)).toBe(false);
    await turn.done(0);
    await (await next).done(0);
  });

  it('leaves the next holder’s turn alone when a lapsed turn ends late', async () => {
    const stalled = new SharedHostTurns(temp.store, { holdMs: HOLD_MS });
    const other = new SharedHostTurns(temp.store, { holdMs: HOLD_MS });
    const late = await stalled.take('venue.example');
    // The first holder was frozen past its hold (a GC pause, a partition): its turn lapsed.
    await temp.store
      .collection(HOST_TURNS_COLLECTION)
      .updateOne({ _id: 'venue.example' }, { $set: { nextAt: new Date(0) } });
    const current = await other.take('venue.example');
    const held = await temp.store.collection(HOST_TURNS_COLLECTION).findOne({ _id: 'venue.example' });

    await late.done(0);
    // Neither its end nor its renewals freed the host: a third request still waits for `current`.
    expect(await temp.store.collection(HOST_TURNS_COLLECTION).findOne({ _id: 'venue.example' })).toEqual(
      held,
    );
    const third = new SharedHostTurns(temp.store, { holdMs: HOLD_MS }).take('venue.example');
    expect(await settledAfterHolds(third, 2)).toBe(false);
    await current.done(0);
    await (await third).done(0);
  });
});
