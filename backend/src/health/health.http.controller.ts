import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { Readiness } from '@eventfold/contracts';
import { ProjectionsService } from '../infrastructure/events/projections.service';
import { STORES } from '../infrastructure/stores.tokens';
import type { Stores } from '../infrastructure/stores';

@Controller()
export class HealthHttpController {
  constructor(
    @Inject(STORES) private readonly stores: Stores,
    private readonly projections: ProjectionsService,
  ) {}

  /** Liveness: the process answers. Restarting it would not help with anything this checks. */
  @Get('healthz')
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /** Readiness: the stores answer and the read models have caught up with the log (503 otherwise). */
  @Get('readyz')
  async ready(@Res() response: Response): Promise<void> {
    const [eventStore, readStore, keyStore] = await Promise.all([
      this.stores.eventStore.headPosition().then(
        () => true,
        () => false,
      ),
      this.stores.readStore.ping().catch(() => false),
      this.stores.keyStore.ping().catch(() => false),
    ]);
    const status = this.projections.status();
    const lagging = Object.entries(status.checkpoints)
      .filter(([, processed]) => processed < status.head)
      .map(([projector]) => projector);
    const ready = eventStore && readStore && keyStore && status.caughtUp;
    const body: Readiness = {
      status: ready ? 'ready' : 'not_ready',
      eventStore,
      // The key store holds no read models, but without it no personal field can be read.
      readStore: readStore && keyStore,
      projections: { caughtUp: status.caughtUp, head: status.head.toString(), lagging },
    };
    response.status(ready ? 200 : 503).json(body);
  }
}
