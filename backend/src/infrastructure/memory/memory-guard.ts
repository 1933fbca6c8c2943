import { constants, PerformanceObserver } from 'node:perf_hooks';
import v8 from 'node:v8';
import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';

/**
 * Whether the heap is too full to take more data. The embedded read store keeps every read model in
 * this heap, so writes that grow it must stop well before V8's limit: past it the process dies, and
 * restarts into the same data (docs/security.md, "Memory guard"). The guard counts the heap as live
 * only after a full collection says so, so garbage of a busy minute never refuses a write: full when
 * both the heap now and the heap left by the last full collection are above the threshold.
 */
@Injectable()
export class MemoryGuard implements OnModuleDestroy {
  private readonly logger = new Logger('MemoryGuard');
  readonly thresholdBytes: number;
  private liveAfterCollection = 0;
  private readonly observer: PerformanceObserver;
  private wasFull = false;

  constructor(@Inject(APP_CONFIG) config: Pick<AppConfig, 'memoryGuardHeapPercent'>) {
    this.thresholdBytes = (v8.getHeapStatistics().heap_size_limit * config.memoryGuardHeapPercent) / 100;
    // What a full collection left is the heap's live size; the callback runs just after it.
    this.observer = new PerformanceObserver((list) => {
      const major = list
        .getEntries()
        .some((entry) => (entry as GcEntry).detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR);
      if (major) this.liveAfterCollection = v8.getHeapStatistics().used_heap_size;
    });
    this.observer.observe({ entryTypes: ['gc'] });
  }

  get full(): boolean {
    const now = v8.getHeapStatistics().used_heap_size;
    const full = now >= this.thresholdBytes && this.liveAfterCollection >= this.thresholdBytes;
    if (full !== this.wasFull) {
      this.wasFull = full;
      const details = { heapMb: mb(now), thresholdMb: mb(this.thresholdBytes) };
      if (full)
        this.logger.error({
          msg: 'memory guard: the heap is near its limit; writes are refused until memory is freed (raise --max-old-space-size or move to MongoDB)',
          ...details,
        });
      else this.logger.log({ msg: 'memory guard: writes accepted again', ...details });
    }
    return full;
  }

  onModuleDestroy(): void {
    this.observer.disconnect();
  }
}

/** A `gc` performance entry: its detail names the kind of collection. */
interface GcEntry {
  detail?: { kind?: number };
}

function mb(bytes: number): number {
  return Math.round(bytes / 1024 / 1024);
}
