import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  plainEventTransform,
  projectionId,
  rebuildProjection,
  usersProjection,
} from '@eventfold/projections';
import { describeRebuild, rebuildProgressBar } from '../cli/rebuild-progress';
import { SqliteEventStore } from '../infrastructure/event-store/sqlite-event-store';
import { accountHistory } from '../infrastructure/projections/identity-events.fixtures';
import { EmbeddedReadStore } from '../infrastructure/read-store/embedded-read-store';
import { runWhenMain } from './run-when-main';

const USERS = 20_000;

/**
 * Rebuild throughput of the users read model over 100,000 identity events (20,000 accounts, each a
 * registration and four edits) on the embedded stores. Target: at least 50,000 events/s.
 */
export async function run(): Promise<void> {
  const directory = await mkdtemp(path.join(tmpdir(), 'eventfold-rebuild-bench-'));
  const eventStore = SqliteEventStore.open(path.join(directory, 'events.sqlite'));
  const readStore = await EmbeddedReadStore.open(path.join(directory, 'readstore'));
  try {
    for (let index = 0; index < USERS; index++) {
      await eventStore.appendToStream(`user-bench-${index}`, accountHistory(`bench-${index}`), 'no_stream');
    }
    const label = projectionId(usersProjection);
    const bar = rebuildProgressBar(label, await eventStore.headPosition());
    const result = await rebuildProjection({
      eventStore,
      readStore,
      projection: usersProjection,
      // The bench writes its events unencrypted, so no decryption or upcasting is measured.
      transform: plainEventTransform,
      onProgress: (progress) => bar.update(progress),
    });
    bar.stop();
    console.log(
      `projection rebuild (identity transform, unencrypted events) ${describeRebuild(label, result)}`,
    );
  } finally {
    await readStore.close();
    await eventStore.close();
    await rm(directory, { recursive: true, force: true });
  }
}

runWhenMain(module, run);
