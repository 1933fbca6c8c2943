import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { CommandContext } from '../infrastructure/events/event-serializer';
import { ProjectionsService } from '../infrastructure/events/projections.service';
import { RequestScan } from './request-scan.handler';
import { ScanWorker } from './scanning/scan-worker';
import type { SourceWrite } from './source-write';
import { SourcesQuery } from './sources.query';

/**
 * The step after a sources write: wait for the read models (read-your-writes), then hand any
 * requested scan to the background worker (here, or on a worker instance), whose run the caller never
 * waits for.
 */
@Injectable()
export class SourceScans {
  constructor(
    private readonly commands: CommandBus,
    private readonly projections: ProjectionsService,
    private readonly sources: SourcesQuery,
    private readonly worker: ScanWorker,
  ) {}

  async settle(userId: string, writes: SourceWrite[]): Promise<void> {
    const positions = writes.map((write) => write.position).filter((position) => position !== null);
    await this.projections.waitFor(
      positions.reduce<bigint | null>((max, p) => (max === null || p > max ? p : max), null),
    );
    for (const { sourceId, scanId, position } of writes) {
      if (scanId !== null) await this.worker.enqueue({ sourceId, userId, scanId, position });
    }
  }

  async scanOne(userId: string, sourceId: string, context: CommandContext): Promise<void> {
    await this.settle(userId, [
      await this.commands.execute(new RequestScan(userId, sourceId, 'manual', context)),
    ]);
  }

  /** Every active source of the user; returns how many scans run (or were already running). */
  async scanAll(userId: string, context: CommandContext): Promise<number> {
    const active = (await this.sources.listForUser(userId)).filter((source) => source.isActive);
    const results = await Promise.allSettled(
      active.map((source) =>
        this.commands.execute<RequestScan, SourceWrite>(
          new RequestScan(userId, source._id, 'refresh_all', context),
        ),
      ),
    );
    // A source removed meanwhile (another tab) is simply not refreshed.
    const writes = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    await this.settle(userId, writes);
    return writes.filter((write) => write.scanId !== null).length;
  }
}
