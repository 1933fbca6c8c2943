import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Controller, Get, Module } from '@nestjs/common';

/**
 * The baseline of the GET /api/events bench: a Nest route through the same middleware (session,
 * logging, helmet) that does no work, and the event loop's delay for the soak. Mounted only when
 * BENCH_BARE_ROUTE=1.
 */
@Controller('api/bench')
class BareRouteController {
  /** Sampled from the first read (the soak's), so the server's start-up is not in it. */
  private loopDelay: ReturnType<typeof monitorEventLoopDelay> | undefined;

  @Get('bare')
  bare(): { ok: true } {
    return { ok: true };
  }

  /** The event loop's delay since the last read (p99 and max, ms), for `npm run soak`. */
  @Get('loop-delay')
  loopDelayRead(): { p99Ms: number; maxMs: number } {
    if (this.loopDelay === undefined) {
      this.loopDelay = monitorEventLoopDelay({ resolution: 10 });
      this.loopDelay.enable();
      return { p99Ms: 0, maxMs: 0 };
    }
    const read = { p99Ms: this.loopDelay.percentile(99) / 1e6, maxMs: this.loopDelay.max / 1e6 };
    this.loopDelay.reset();
    return read;
  }
}

@Module({ controllers: [BareRouteController] })
export class BareRouteModule {}

export const benchModules = process.env['BENCH_BARE_ROUTE'] === '1' ? [BareRouteModule] : [];
