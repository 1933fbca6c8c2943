import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ReadDocument, ReadStore } from '@eventfold/contracts';
import {
  ProjectionRunner,
  plainEventTransform,
  usersProjection,
  type EventTransform,
  type ProjectedDocument,
  type Projection,
  type RuntimeLogger,
} from '@eventfold/projections';
import { SqliteEventStore } from '../event-store/sqlite-event-store';
import { EmbeddedReadStore } from '../read-store/embedded-read-store';
import { accountHistory } from './identity-events.fixtures';

export const quietLogger: RuntimeLogger = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};

/** Both embedded stores on a temp directory; `reopenReadStore` simulates a process restart of the read side. */
export class TempStores {
  private readonly runners: ProjectionRunner[] = [];

  private constructor(
    readonly directory: string,
    public eventStore: SqliteEventStore,
    public readStore: EmbeddedReadStore,
  ) {}

  static async create(): Promise<TempStores> {
    const directory = await mkdtemp(path.join(tmpdir(), 'eventfold-projections-'));
    const eventStore = SqliteEventStore.open(path.join(directory, 'events.sqlite'), { pollIntervalMs: 10 });
    const readStore = await EmbeddedReadStore.open(path.join(directory, 'read'));
    return new TempStores(directory, eventStore, readStore);
  }

  async reopenReadStore(): Promise<void> {
    await this.readStore.close();
    this.readStore = await EmbeddedReadStore.open(path.join(this.directory, 'read'));
  }

  /** Tiny catch-up batches, so that even a few accounts cross several batch boundaries. */
  async startRunner(
    projections: Projection[] = [usersProjection, tallyProjection],
    transform: EventTransform = plainEventTransform,
    logger: RuntimeLogger = quietLogger,
  ): Promise<ProjectionRunner> {
    const runner = new ProjectionRunner({
      eventStore: this.eventStore,
      readStore: this.readStore,
      projections,
      transform,
      logger,
      batchSize: 3,
    });
    this.runners.push(runner);
    await runner.start();
    return runner;
  }

  async stopRunners(): Promise<void> {
    await Promise.all(this.runners.splice(0).map((runner) => runner.stop()));
  }

  /** Appends each account's five-event history; returns the position of the last event. */
  async appendAccounts(...userIds: string[]): Promise<bigint> {
    let position = 0n;
    for (const userId of userIds) {
      position = (await this.eventStore.appendToStream(`user-${userId}`, accountHistory(userId), 'no_stream'))
        .position;
    }
    return position;
  }

  async dispose(): Promise<void> {
    await this.stopRunners();
    await this.eventStore.close();
    await this.readStore.close();
    await rm(this.directory, { recursive: true, force: true });
  }
}

export async function allDocuments(readStore: ReadStore, collection: string): Promise<ReadDocument[]> {
  return readStore.collection(collection).find({}, { sort: { _id: 1 } });
}

interface TallyDocument extends ProjectedDocument {
  applied: number;
}

/**
 * Counts the events applied to each user. Unlike the users projection its evolve is not idempotent
 * by itself, so it shows whether the runtime ever applies an event twice.
 */
export const tallyProjection: Projection<TallyDocument> = {
  name: 'user_event_tally',
  version: 1,
  handles: ['UserRegistered', 'ProfileUpdated', 'PreferencesChanged', 'AvatarChanged'],
  documentIds: (event) => [(event.data as { userId: string }).userId],
  evolve: (tally, event, id) => ({
    _id: id,
    _position: event.position.toString(),
    applied: (tally?.applied ?? 0) + 1,
  }),
};

/** Polls every 25 ms until `condition` holds, failing with `what` after `attempts` tries. */
export async function pollUntil(
  condition: () => Promise<boolean> | boolean,
  what: string,
  attempts: number,
): Promise<void> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`Timed out waiting for ${what}`);
}
