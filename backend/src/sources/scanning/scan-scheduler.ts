import {
  Inject,
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { EventStore, ReadStore } from '@eventfold/contracts';
import { Lease, type SourceDocument } from '@eventfold/projections';
import { APP_CONFIG, runsBackgroundWork, type AppConfig } from '../../config/app-config';
import { systemCommandContext } from '../../infrastructure/events/causation';
import { ProjectionsService } from '../../infrastructure/events/projections.service';
import { INSTANCE_ID } from '../../infrastructure/instance-id';
import { EVENT_STORE, READ_STORE } from '../../infrastructure/stores.tokens';
import { RequestScan } from '../request-scan.handler';
import type { SourceWrite } from '../source-write';
import { SourcesQuery } from '../sources.query';
import { ScanClaims } from './scan-claims';
import { SCAN_SETTINGS, type ScanSettings } from './scan-settings';
import { ScanWorker } from './scan-worker';

export const SCAN_SCHEDULE_LEASE = 'scan-schedule';

/**
 * Keeps sources current without anyone asking, on instances that run background work (not ROLE=api):
 * every few seconds it picks up requested scans that no instance has claimed (those an API instance
 * recorded, or a stopped instance left), and every few minutes the holder of the schedule lease
 * requests a scan of each active source whose last scan is older than the interval.
 */
@Injectable()
export class ScanScheduler implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('ScanScheduler');
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly lease: Lease;
  private picking: Promise<void> | null = null;
  private checking: Promise<void> | null = null;

  constructor(
    @Inject(SCAN_SETTINGS) private readonly settings: ScanSettings,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(READ_STORE) readStore: ReadStore,
    @Inject(INSTANCE_ID) holder: string,
    private readonly projections: ProjectionsService,
    private readonly sources: SourcesQuery,
    private readonly commands: CommandBus,
    private readonly worker: ScanWorker,
    private readonly claims: ScanClaims,
  ) {
    // Outlives one round comfortably; a dead holder delays the schedule by at most two rounds.
    this.lease = new Lease(readStore, { name: SCAN_SCHEDULE_LEASE, holder, ttlMs: settings.checkMs * 2 });
  }

  onApplicationBootstrap(): void {
    if (!runsBackgroundWork(this.config)) return;
    // Not awaited: start-up (and the health check) must not wait for the first round.
    void this.startUp();
    this.every(this.settings.pickupMs, () => void this.pickUp());
    this.every(this.settings.checkMs, () => void this.check());
  }

  async beforeApplicationShutdown(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    await Promise.all([this.picking, this.checking]);
    await this.lease.release().catch(() => undefined);
  }

  private every(ms: number, run: () => void): void {
    const timer = setInterval(run, ms);
    timer.unref();
    this.timers.push(timer);
  }

  private async startUp(): Promise<void> {
    // The pending marks are only as fresh as the read model: let it catch up with the log first.
    await this.projections.waitFor(await this.eventStore.headPosition());
    await this.pickUp();
    await this.check();
  }

  /** Requested scans nobody has claimed: enqueued here, where the claim decides who runs each. */
  private pickUp(): Promise<void> {
    this.picking ??= this.pickUpOnce()
      .catch((error: unknown) => this.logger.error({ msg: 'scan pickup failed', err: error }))
      .finally(() => (this.picking = null));
    return this.picking;
  }

  private async pickUpOnce(): Promise<void> {
    const pending = (await this.sources.withPendingScan()).filter(
      (source) => source.pendingScanId !== null && !this.worker.isKnown(source.pendingScanId),
    );
    if (pending.length === 0) return;
    const taken = await this.claims.taken(pending.map((source) => source.pendingScanId!));
    for (const source of pending) {
      const scanId = source.pendingScanId!;
      if (taken.has(scanId)) continue;
      await this.worker.enqueue({ sourceId: source._id, userId: source.userId, scanId, position: null });
    }
  }

  /** One round at a time: a slow round (many due sources) is not overlapped by the next. */
  private check(): Promise<void> {
    this.checking ??= this.round()
      .catch((error: unknown) => this.logger.error({ msg: 'scan schedule round failed', err: error }))
      .finally(() => (this.checking = null));
    return this.checking;
  }

  /** Only the schedule lease's holder requests due scans, so two instances never request one twice. */
  private async round(): Promise<void> {
    if ((await this.lease.acquire()) === null) return;
    const before = new Date(Date.now() - this.settings.intervalMs).toISOString();
    for (const source of await this.sources.dueForScan(before)) await this.rescan(source);
  }

  private async rescan(source: SourceDocument): Promise<void> {
    const context = systemCommandContext('schedule');
    try {
      const write: SourceWrite = await this.commands.execute(
        new RequestScan(source.userId, source._id, 'schedule', context),
      );
      if (write.scanId === null) return;
      const { scanId, position } = write;
      await this.worker.enqueue({ sourceId: source._id, userId: source.userId, scanId, position });
    } catch (error) {
      // Removed since the query ran, or edited at the same moment: the next round sees it as it is.
      this.logger.warn({ msg: 'scheduled scan not requested', sourceId: source._id, err: error });
    }
  }
}
