import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WrongExpectedRevisionError, type StoredEvent } from '@eventfold/contracts';
import { describeEventStoreContract } from './event-store.contract';
import { newEvent, newEvents, waitFor } from './event-store-contract.fixtures';
import { SqliteEventStore } from './sqlite-event-store';

function tempFile(): { file: string; removeDir(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'eventfold-events-'));
  return {
    file: join(dir, 'nested', 'events.sqlite'),
    removeDir: () => rmSync(dir, { recursive: true, force: true }),
  };
}

describeEventStoreContract('SQLite', async () => {
  const { file, removeDir } = tempFile();
  const store = SqliteEventStore.open(file);
  return {
    store,
    cleanup: async () => {
      await store.close();
      removeDir();
    },
  };
});

describe('SQLite event store on its file', () => {
  let file: string;
  let removeDir: () => void;
  const opened: SqliteEventStore[] = [];
  const open = (options?: Parameters<typeof SqliteEventStore.open>[1]): SqliteEventStore => {
    const store = SqliteEventStore.open(file, options);
    opened.push(store);
    return store;
  };

  beforeEach(() => ({ file, removeDir } = tempFile()));
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((store) => store.close()));
    removeDir();
  });

  it('starts with an empty log whose head is 0', async () => {
    const store = open();
    expect(await store.headPosition()).toBe(0n);
    expect(await store.readAll()).toEqual([]);
  });

  it('keeps every acknowledged event across a reopen', async () => {
    const first = open();
    const events = newEvents(3);
    const result = await first.appendToStream('user-1', events, 'no_stream');
    await first.close();
    const reopened = open();
    expect((await reopened.readStream('user-1')).map((event) => event.id)).toEqual(
      events.map((event) => event.id),
    );
    expect(await reopened.headPosition()).toBe(result.position);
    await expect(reopened.appendToStream('user-1', [newEvent()], 'no_stream')).rejects.toBeInstanceOf(
      WrongExpectedRevisionError,
    );
  });

  it('lets a subscription on one instance see appends made through another on the same file', async () => {
    const reader = open({ pollIntervalMs: 20 });
    const writer = open();
    const seen: StoredEvent[] = [];
    const subscription = reader.subscribeToAll({}, async (event) => {
      seen.push(event);
    });
    await writer.appendToStream('a', newEvents(2), 'no_stream');
    await waitFor(() => seen.length === 2, 'the other instance’s appends');
    await writer.appendToStream('a', [newEvent()], 1);
    await waitFor(() => seen.length === 3, 'a later append');
    expect(seen.map((event) => event.revision)).toEqual([0, 1, 2]);
    await subscription.close();
  });

  it('rejects an event id already stored in another stream, writing nothing', async () => {
    const store = open();
    const event = newEvent();
    await store.appendToStream('a', [event], 'no_stream');
    await expect(store.appendToStream('b', [newEvent(), event], 'any')).rejects.toBeInstanceOf(
      WrongExpectedRevisionError,
    );
    expect(await store.readStream('b')).toEqual([]);
  });

  it('catches up in batches without skipping at batch boundaries', async () => {
    const store = open({ catchUpBatchSize: 7 });
    for (let i = 0; i < 5; i++) await store.appendToStream(`s-${i}`, newEvents(10), 'no_stream');
    const positions: bigint[] = [];
    const subscription = store.subscribeToAll({ after: 3n }, async (event) => {
      positions.push(event.position);
    });
    await waitFor(() => positions.length === 47, '47 events');
    await subscription.close();
    expect(positions).toEqual(Array.from({ length: 47 }, (_, index) => BigInt(index + 4)));
  });

  it('rejects an empty append', async () => {
    await expect(open().appendToStream('a', [], 'any')).rejects.toBeInstanceOf(TypeError);
  });
});
