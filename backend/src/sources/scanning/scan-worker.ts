import { Inject, Injectable, Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { EventStore } from '@eventfold/contracts';
import { type SourceDocument, zipCentroid } from '@eventfold/projections';
import { APP_CONFIG, runsBackgroundWork, type AppConfig } from '../../config/app-config';
import { ProjectionsService } from '../../infrastructure/events/projections.service';
import { MemoryGuard } from '../../infrastructure/memory/memory-guard';
import { OwnerTurns } from '../../infrastructure/work/owner-turns';
import { scanResultContext } from './scan-result-context';
import { EVENT_STORE } from '../../infrastructure/stores.tokens';
import type { Fetcher } from '../../scanning/fetching/fetcher';
import type { LlmExtractor } from '../../scanning/llm/openai-extractor';
import {
  createPageAnalysisPool,
  type PageAnalysisPool,
  type PageReader,
} from '../../scanning/off-thread/page-analysis-pool';
import { RecordScanResult } from '../record-scan-result.handler';
import { SourcesQuery } from '../sources.query';
import type { ScanOutcome } from '../source.types';
import { pageFailureOf } from '../../scanning/fetching/page-failure';
import { scanErrorMessage } from './scan-error-message';
import { failedScanReport, scanReport } from './scan-report';
import { ScanBatches, type ScanEnd } from './scan-batches';
import { ScanClaims, type ScanClaim } from './scan-claims';
import { SCAN_FETCHER, SCAN_LLM, SCAN_SETTINGS, type ScanSettings } from './scan-settings';

export interface ScanJob {
  sourceId: string;
  userId: string;
  scanId: string;
  /**
   * Where the request was appended: the job reads the source only once the read model has it.
   * null (a resumed scan): the read model is awaited up to the log's head when the job starts.
   */
  position: bigint | null;
}

/**
 * Scans one user may run at once: half the places, so that however many scans one user requests, another
 * user's scan finds a place free (with a single place, users take turns at it).
 */
export function scansPerUser(settings: Pick<ScanSettings, 'concurrency'>): number {
  return Math.max(1, Math.floor(settings.concurrency / 2));
}

/** How a run ended for the claim: finished for good, or handed back for another instance to run. */
type ClaimEnd = 'finish' | 'release' | 'lost';

/**
 * Runs requested scans in the background of this process, a bounded number at once, unless it is an
 * API-only instance (a worker picks the scan up from the log). Enqueueing never waits for the scan,
 * so no API request does. A scan runs only once claimed in the shared store, so it runs once whatever
 * the number of instances, and only while it is still the source's pending one; a scan of a source
 * removed or re-pointed meanwhile is dropped.
 */
@Injectable()
export class ScanWorker implements BeforeApplicationShutdown {
  private readonly logger = new Logger('ScanWorker');
  /** Scans wait in per-user turns, and a user runs at most half of them at once (`scansPerUser`). */
  private readonly turns: OwnerTurns;
  /** Scans queued or running, so that a scan requested twice runs once. */
  private readonly known = new Set<string>();
  private readonly recordings = new Set<Promise<unknown>>();
  private stopped = false;
  private readonly runsScans: boolean;
  /**
   * Pages, feeds and detail pages are read in worker threads: a huge page never stalls the API's event loop,
   * which only fetches and never loads the parsing and date libraries.
   */
  private readonly analysisPool: PageAnalysisPool = createPageAnalysisPool();

  constructor(
    @Inject(SCAN_SETTINGS) settings: ScanSettings,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly claims: ScanClaims,
    @Inject(SCAN_FETCHER) private readonly fetcher: Fetcher,
    @Inject(SCAN_LLM) private readonly llm: LlmExtractor | null,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly sources: SourcesQuery,
    private readonly projections: ProjectionsService,
    private readonly commands: CommandBus,
    readonly batches: ScanBatches,
    private readonly memory: MemoryGuard,
  ) {
    this.turns = new OwnerTurns({ concurrency: settings.concurrency, perOwner: scansPerUser(settings) });
    this.runsScans = runsBackgroundWork(config);
  }

  /** Where this process reads a user's pages: its pool's threads, at the user's turn (teaching reads there too). */
  readerFor(userId: string): PageReader {
    return this.analysisPool.forOwner(userId);
  }

  /** Resolves once the scan counts in the user's batch (what the progress bar shows), not when it ran. */
  async enqueue(job: ScanJob): Promise<void> {
    if (this.stopped || this.known.has(job.scanId)) return;
    await this.batches.added(job.userId, job.scanId);
    if (!this.runsScans || this.stopped || this.known.has(job.scanId)) return;
    this.known.add(job.scanId);
    void this.turns.add(job.userId, () => this.run(job));
  }

  isKnown(scanId: string): boolean {
    return this.known.has(scanId);
  }

  /** Waiting scans are left pending in the log (a pickup resumes them); results being recorded finish. */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    this.turns.clear();
    await Promise.allSettled([...this.recordings]);
    await this.analysisPool.close();
  }

  private async run(job: ScanJob): Promise<void> {
    const claim = await this.claims.claim(job.scanId).catch((error: unknown) => {
      this.logger.error({ msg: 'scan could not be claimed', scanId: job.scanId, err: error });
      return null;
    });
    // Another instance runs it (and reports its progress), or the store is unreachable: the next pickup retries.
    if (claim === null) return void this.known.delete(job.scanId);
    const started = Date.now();
    let end: ScanEnd = 'dropped';
    let claimEnd: ClaimEnd = 'finish';
    try {
      claimEnd = await this.runClaimed(job, claim, (result) => (end = result));
    } catch (error) {
      end = 'error';
      // Left pending in the log: the claim is handed back, and a later pickup runs the scan again.
      claimEnd = 'release';
      this.logger.error({ msg: 'scan could not be recorded', sourceId: job.sourceId, err: error });
    } finally {
      this.known.delete(job.scanId);
      if (claimEnd === 'finish') await claim.finish().catch(() => undefined);
      if (claimEnd === 'release') await claim.release().catch(() => undefined);
      // A scan handed back or taken over is reported by whoever runs it in the end.
      if (claimEnd === 'finish' || end === 'error') {
        await this.batches.finished(job.userId, job.scanId, end, Date.now() - started).catch(() => undefined);
      }
    }
  }

  private async runClaimed(job: ScanJob, claim: ScanClaim, ended: (end: ScanEnd) => void): Promise<ClaimEnd> {
    const visible = await this.projections.waitFor(job.position ?? (await this.eventStore.headPosition()));
    // A read model behind the request shows the source as it was before it: finishing the claim on
    // that reading would drop the scan for a day. Handed back, it runs once a pickup sees it pending.
    // Its events would also grow a heap that is full already: left pending, a later pickup runs it.
    if (this.stopped || !visible || this.memory.full) return 'release';
    const source = await this.sources.findById(job.sourceId);
    if (source === null || source.pendingScanId !== job.scanId) return 'finish';
    await this.batches.started(job.userId, job.scanId, source.name);
    const outcome = await this.scan(source, job);
    if (this.stopped) return 'release';
    // Renewals failed for a whole claim period: another instance may have taken the scan over.
    if (!(await claim.stillHeld())) return 'lost';
    const context = await scanResultContext(this.eventStore, job);
    const recording = this.commands.execute(new RecordScanResult(job.sourceId, job.scanId, outcome, context));
    this.recordings.add(recording);
    const position = await recording.finally(() => this.recordings.delete(recording));
    if (position !== null) ended(outcome.ok ? 'success' : 'error');
    return 'finish';
  }

  private async scan(source: SourceDocument, job: ScanJob): Promise<ScanOutcome> {
    try {
      // Loaded at the first scan: the scan's own modules import feed and date readers (ical.js, chrono)
      // that an API process which never scans should not hold (docs/decisions.md, "Server memory").
      const { scanSource } =
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        require('../../scanning/scan-source') as typeof import('../../scanning/scan-source');
      const result = await scanSource(source.url, {
        timezone: source.timezone,
        now: new Date(),
        fetcher: this.fetcher,
        llm: this.llm,
        reader: this.analysisPool.forOwner(job.userId),
        taught: source.taught ?? null,
        onProgress: (progress) =>
          void this.batches
            .rateLimited(job.userId, job.scanId, progress.rateLimited ? progress.estimatedWaitMs : null)
            .catch(() => undefined),
      });
      // A feed that answered with something else was still fetched.
      const pagesFetched = result.pages.filter(
        (page) => page.error === null || page.failure === 'not-a-calendar',
      ).length;
      // Provenance explains a scan; it is not part of the event the calendar stores.
      const events = result.events.map(({ provenance: _provenance, ...fields }) => fields);
      // A ZIP no data set knows could not place anything: it is not worth showing the user.
      const venueZipCode =
        result.venueZipCode !== null && zipCentroid(result.venueZipCode) !== null
          ? result.venueZipCode
          : null;
      return { ok: true, events, pagesFetched, report: scanReport(result), venueZipCode };
    } catch (error) {
      this.logger.warn({ msg: 'scan failed', sourceId: source._id, err: error });
      const report = failedScanReport(source.url, pageFailureOf(error));
      return { ok: false, errorMessage: scanErrorMessage(error), report };
    }
  }
}
