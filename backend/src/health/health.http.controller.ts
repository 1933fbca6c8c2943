import { Controller, Get, Header, Inject, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ProjectionsService } from '../infrastructure/events/projections.service';
import { STORES } from '../infrastructure/stores.tokens';
import type { Stores } from '../infrastructure/stores';
import { ProjectionMetrics } from './projection-metrics';
import { readinessOf } from './readiness';

@Controller()
export class HealthHttpController {
  constructor(
    @Inject(STORES) private readonly stores: Stores,
    private readonly projections: ProjectionsService,
    private readonly metrics: ProjectionMetrics,
  ) {}

  /** Liveness: the process answers. Restarting it would not help with anything this checks. */
  @Get('healthz')
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /** Readiness: the stores answer (503 otherwise); the projections' progress is reported, not required. */
  @Get('readyz')
  async ready(@Res() response: Response): Promise<void> {
    const readiness = await readinessOf(this.stores, this.projections.status());
    response.status(readiness.status === 'ready' ? 200 : 503).json(readiness);
  }

  /** Prometheus text format: projection lag, throughput, dead letters, lease holder, scans waiting. */
  @Get('metrics')
  @Header('Cache-Control', 'no-store')
  async metricsText(@Res() response: Response): Promise<void> {
    const { contentType, text } = await this.metrics.render();
    response.set('Content-Type', contentType).send(text);
  }
}
