import { hostname } from 'node:os';
import {
  PROJECTIONS_LEASE,
  REGISTERED_PROJECTIONS,
  holdLease,
  LeaseHeldElsewhereError,
  projectionId,
  rebuildProjection,
  type Projection,
} from '@eventfold/projections';
import { createEventTransform } from '../infrastructure/events/event-transform';
import { openStoresFromEnv } from '../infrastructure/stores';
import { describeRebuild, rebuildProgressBar } from './rebuild-progress';
import { runCli } from './run-cli';

const USAGE =
  'Usage: node backend/dist/cli/rebuild-projections.js [read-model-name…]  (none: every read model)';

function select(names: string[]): Projection[] {
  if (names.length === 0) return [...REGISTERED_PROJECTIONS];
  const known = new Map(REGISTERED_PROJECTIONS.map((projection) => [projection.name, projection]));
  const unknown = names.filter((name) => !known.has(name));
  if (unknown.length > 0) {
    throw new Error(
      `Unknown read model(s): ${unknown.join(', ')}. Known: ${[...known.keys()].join(', ')}\n${USAGE}`,
    );
  }
  return names.map((name) => known.get(name)!);
}

/**
 * Rebuilds read models from the whole event log with the stores the server uses (same environment).
 * It takes the projections lease first, so no server keeps the read models meanwhile; while a server
 * that runs projections holds it, the command refuses.
 */
async function main(args: string[]): Promise<void> {
  if (args.includes('--help') || args.includes('-h')) {
    console.log(USAGE);
    return;
  }
  const projections = select(args);
  const stores = await openStoresFromEnv();
  const lease = await holdLease(
    stores.readStore,
    PROJECTIONS_LEASE,
    `rebuild:${hostname()}:${process.pid}`,
  ).catch(async (error: unknown) => {
    await stores.close();
    if (!(error instanceof LeaseHeldElsewhereError)) throw error;
    throw new Error(
      `${error.holder} keeps the read models. Stop the servers that run projections (ROLE=worker or all), or wait for their lease to expire, then run this again.`,
    );
  });
  try {
    const transform = createEventTransform(stores.keyStore);
    for (const projection of projections) {
      const label = projectionId(projection);
      const bar = rebuildProgressBar(label, await stores.eventStore.headPosition());
      try {
        const result = await rebuildProjection({
          eventStore: stores.eventStore,
          readStore: stores.readStore,
          projection,
          transform,
          fence: { lease: PROJECTIONS_LEASE, token: lease.token },
          onProgress: (progress) => bar.update(progress),
          // A projection bug: the rebuild goes on without the event, and says so.
          onSetAside: (entry) =>
            console.error(
              `\n${label}: event ${entry.position} (${entry.type}) set aside as a dead letter: ${entry.error}`,
            ),
        });
        bar.stop();
        console.log(describeRebuild(label, result));
      } catch (error) {
        bar.stop();
        throw error;
      }
    }
  } finally {
    await lease.release();
    await stores.close();
  }
}

runCli(main);
