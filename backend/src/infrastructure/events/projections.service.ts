import {
  Inject,
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import type { ReadCollection, ReadDocument } from '@eventfold/contracts';
import { ProjectionRunner, REGISTERED_PROJECTIONS, type RunnerStatus } from '@eventfold/projections';
import { APP_CONFIG, runsBackgroundWork, type AppConfig } from '../../config/app-config';
import { INSTANCE_ID } from '../instance-id';
import { STORES } from '../stores.tokens';
import type { Stores } from '../stores';
import { EventSerializer } from './event-serializer';

/**
 * Owns the projection runner: started once the app is wired, stopped before the stores close. Unless
 * ROLE=api, it competes for the projections lease; the holder keeps the read models. It is
 * also the read side's entry point: queries get their collection here, so they always read the
 * version that is live, and commands wait here until their events are projected.
 */
@Injectable()
export class ProjectionsService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Projections');
  private readonly runner: ProjectionRunner;

  constructor(
    @Inject(STORES) private readonly stores: Stores,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(INSTANCE_ID) holder: string,
    serializer: EventSerializer,
  ) {
    this.runner = new ProjectionRunner({
      eventStore: stores.eventStore,
      readStore: stores.readStore,
      projections: [...REGISTERED_PROJECTIONS],
      transform: serializer.deserialize,
      competes: runsBackgroundWork(config),
      holder,
      logger: {
        info: (msg, details) => this.logger.log({ msg, ...details }),
        warn: (msg, details) => this.logger.warn({ msg, ...details }),
        error: (msg, details) => this.logger.error({ msg, ...details }),
      },
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.runner.start();
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.runner.stop();
  }

  collection<T extends ReadDocument>(readModel: string): ReadCollection<T> {
    return this.stores.readStore.collection<T>(this.runner.collectionFor(readModel));
  }

  /**
   * Read-your-writes: the caller answers only once its events are in the read models. On timeout
   * the write still stands; the answer may then lag, which is logged rather than failed. Resolves
   * whether the read models reached the position: work that must not act on an older read model
   * (a scan reading its source) asks.
   */
  async waitFor(position: bigint | null): Promise<boolean> {
    if (position === null) return true;
    const reached = await this.runner.waitForPosition(position, this.config.readYourWritesTimeoutMs);
    if (!reached)
      this.logger.warn({
        msg: 'read models did not reach the position in time',
        position: position.toString(),
      });
    return reached;
  }

  /** Whether the read models have processed the position (waiting up to the read-your-writes timeout). */
  reached(position: bigint): Promise<boolean> {
    return this.runner.waitForPosition(position, this.config.readYourWritesTimeoutMs);
  }

  /** See ProjectionRunner.readModelVersion: the same on every instance, read from shared state. */
  readModelVersion(readModel: string): Promise<string> {
    return this.runner.readModelVersion(readModel);
  }

  status(): RunnerStatus {
    return this.runner.status();
  }
}
