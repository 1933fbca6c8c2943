import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { Counter, Gauge, Registry } from 'prom-client';
import {
  DEAD_LETTERS_COLLECTION,
  LEASES_COLLECTION,
  PROJECTIONS_LEASE,
  type LeaseDocument,
} from '@eventfold/projections';
import { ProjectionsService } from '../infrastructure/events/projections.service';
import { INSTANCE_ID } from '../infrastructure/instance-id';
import { STORES } from '../infrastructure/stores.tokens';
import type { Stores } from '../infrastructure/stores';

/** Events per second are the events projected over this window, sampled in the background. */
const RATE_WINDOW_MS = 10_000;

/**
 * What `/metrics` reports, for the dashboards and alerts that watch the read models: how far each one
 * is behind the log, how fast this instance projects, events set aside, who holds the projection
 * lease, and how many scans wait to be run. Lag is an alert, not a readiness condition.
 */
@Injectable()
export class ProjectionMetrics implements OnModuleDestroy {
  private readonly registry = new Registry();
  private readonly sampler: NodeJS.Timeout;
  private lastSample = { at: performance.now(), events: 0 };
  /** Events per second over the last window, and the events the counter has reported so far. */
  private readonly rate = { eventsPerSecond: 0, counted: 0 };

  constructor(
    @Inject(STORES) private readonly stores: Stores,
    @Inject(INSTANCE_ID) private readonly instance: string,
    private readonly projections: ProjectionsService,
  ) {
    this.sampler = setInterval(() => this.sample(), RATE_WINDOW_MS);
    this.sampler.unref();
    this.define();
  }

  onModuleDestroy(): void {
    clearInterval(this.sampler);
  }

  async render(): Promise<{ contentType: string; text: string }> {
    return { contentType: this.registry.contentType, text: await this.registry.metrics() };
  }

  private sample(): void {
    const { eventsProjected } = this.projections.status();
    const now = performance.now();
    this.rate.eventsPerSecond =
      ((eventsProjected - this.lastSample.events) * 1000) / (now - this.lastSample.at);
    this.lastSample = { at: now, events: eventsProjected };
  }

  private define(): void {
    const registers = [this.registry];
    const { projections, rate, stores, instance } = this;
    new Gauge({
      name: 'eventfold_projection_lag',
      help: 'Log positions between the head and what the read model has processed (events on the embedded log, bytes on EventStoreDB)',
      labelNames: ['projection'],
      registers,
      collect() {
        const { head, checkpoints } = projections.status();
        this.reset();
        for (const [projection, processed] of Object.entries(checkpoints)) {
          this.set({ projection }, Number(head > processed ? head - processed : 0n));
        }
      },
    });
    new Gauge({
      name: 'eventfold_projection_building',
      help: 'Versions being built beside the active one on this instance (1 each)',
      labelNames: ['projection'],
      registers,
      collect() {
        this.reset();
        for (const projection of projections.status().building) this.set({ projection }, 1);
      },
    });
    new Gauge({
      name: 'eventfold_log_head_position',
      help: 'Position of the last event in the log, as this instance last read it',
      registers,
      collect() {
        this.set(Number(projections.status().head));
      },
    });
    new Counter({
      name: 'eventfold_projection_events_total',
      help: 'Events this instance has folded into the live read models',
      registers,
      collect() {
        const { eventsProjected } = projections.status();
        this.inc(eventsProjected - rate.counted);
        rate.counted = eventsProjected;
      },
    });
    new Gauge({
      name: 'eventfold_projection_events_per_second',
      help: `Events this instance folded into the live read models per second, over ${RATE_WINDOW_MS / 1000} s`,
      registers,
      collect() {
        this.set(rate.eventsPerSecond);
      },
    });
    new Gauge({
      name: 'eventfold_projection_dead_letters',
      help: 'Events set aside in projection_dead_letters (see docs/architecture.md, failure cases)',
      registers,
      async collect() {
        this.set(await stores.readStore.collection(DEAD_LETTERS_COLLECTION).countDocuments());
      },
    });
    new Gauge({
      name: 'eventfold_projection_lease_holder',
      help: 'The instance holding the projections lease (1), labelled with its holder id and token',
      labelNames: ['holder', 'token'],
      registers,
      async collect() {
        const lease = await stores.readStore
          .collection<LeaseDocument>(LEASES_COLLECTION)
          .findOne({ _id: PROJECTIONS_LEASE });
        this.reset();
        if (lease !== null && lease.expiresAt > new Date()) {
          this.set({ holder: lease.holder, token: String(lease.token) }, 1);
        }
      },
    });
    new Gauge({
      name: 'eventfold_projection_lease_held',
      help: 'Whether this instance holds the projections lease and keeps the read models',
      labelNames: ['instance'],
      registers,
      collect() {
        this.reset();
        this.set({ instance }, projections.status().holdsLease ? 1 : 0);
      },
    });
    new Gauge({
      name: 'eventfold_scan_queue_depth',
      help: 'Scans requested and not yet run, across every worker (sources with a pending scan)',
      registers,
      async collect() {
        this.set(await projections.collection('sources').countDocuments({ pendingScanId: { $ne: null } }));
      },
    });
  }
}
