import { Controller, Get, Module } from '@nestjs/common';

/**
 * The baseline of the GET /api/events bench: a Nest route through the same middleware (session,
 * logging, helmet) that does no work. Mounted only when BENCH_BARE_ROUTE=1.
 */
@Controller('api/bench')
class BareRouteController {
  @Get('bare')
  bare(): { ok: true } {
    return { ok: true };
  }
}

@Module({ controllers: [BareRouteController] })
export class BareRouteModule {}

export const benchModules = process.env['BENCH_BARE_ROUTE'] === '1' ? [BareRouteModule] : [];
