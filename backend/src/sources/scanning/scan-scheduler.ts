import {
  Inject,
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { EventStore } from '@eventfold/contracts';
import type { SourceDocument } from '@eventfold/projections';
import { systemCommandContext } from '../../infrastructure/events/causation';
import { ProjectionsService } from '../../infrastructure/events/projections.service';
import { EVENT_STORE } from '../../infrastructure/stores.tokens';
import { RequestScan } from '../request-scan.handler';
import type { SourceWrite } from '../source-write';
import { SourcesQuery } from '../sources.query';
import { SCAN_SETTINGS, type ScanSettings } from './scan-settings';
import { ScanWorker } from './scan-worker';

/**
 * Keeps sources current without anyone asking: at start-up it resumes the scans a stopped server
 * left pending, and every few minutes it requests a scan of each active source whose last scan is
 * older than the interval (and picks up any pending scan nobody runs).
 */
@Injectable()
export class ScanScheduler implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('ScanScheduler');
  private timer: NodeJS.Timeout | null = null;
  private checking: Promise<void> | null = null;

  constructor(
    @Inject(SCAN_SETTINGS) private readonly settings: ScanSettings,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly projections: ProjectionsService,
    private readonly sources: SourcesQuery,
    private readonly commands: CommandBus,
    private readonly worker: ScanWorker,
  ) {}

  onApplicationBootstrap(): void {
    // Not awaited: start-up (and the health check) must not wait for the first round.
    void this.startUp();
    this.timer = setInterval(() => void this.check(), this.settings.checkMs);
    this.timer.unref();
  }

  async beforeApplicationShutdown(): Promise<void> {
    if (this.timer !== null) clearInterval(this.timer);
    await this.checking;
  }

  private async startUp(): Promise<void> {
    // The pending marks are only as fresh as the read model: let it catch up with the log first.
    await this.projections.waitFor(await this.eventStore.headPosition());
    await this.check();
  }

  /** One round at a time: a slow round (many due sources) is not overlapped by the next. */
  private check(): Promise<void> {
    this.checking ??= this.round()
      .catch((error: unknown) => this.logger.error({ msg: 'scan schedule round failed', err: error }))
      .finally(() => (this.checking = null));
    return this.checking;
  }

  private async round(): Promise<void> {
    for (const source of await this.sources.withPendingScan()) {
      if (source.pendingScanId === null || this.worker.isKnown(source.pendingScanId)) continue;
      this.worker.enqueue({
        sourceId: source._id,
        userId: source.userId,
        scanId: source.pendingScanId,
        position: null,
      });
    }
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
      this.worker.enqueue({ sourceId: source._id, userId: source.userId, scanId, position });
    } catch (error) {
      // Removed since the query ran, or edited at the same moment: the next round sees it as it is.
      this.logger.warn({ msg: 'scheduled scan not requested', sourceId: source._id, err: error });
    }
  }
}
