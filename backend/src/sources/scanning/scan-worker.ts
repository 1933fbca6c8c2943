import { Inject, Injectable, Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import PQueue from 'p-queue';
import type { EventStore } from '@eventfold/contracts';
import type { SourceDocument } from '@eventfold/projections';
import { ProjectionsService } from '../../infrastructure/events/projections.service';
import { scanResultContext } from './scan-result-context';
import { EVENT_STORE } from '../../infrastructure/stores.tokens';
import type { Fetcher } from '../../scanning/fetching/fetcher';
import type { LlmExtractor } from '../../scanning/llm/openai-extractor';
import { scanSource } from '../../scanning/scan-source';
import { RecordScanResult } from '../record-scan-result.handler';
import { SourcesQuery } from '../sources.query';
import type { ScanOutcome } from '../source.types';
import { scanErrorMessage } from './scan-error-message';
import { ScanBatches, type ScanEnd } from './scan-batches';
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
 * Runs requested scans in the background of this process, a bounded number at once. Enqueueing
 * never waits, so no API request waits for a scan. A scan is run only while it is still the
 * source's pending one; a scan of a source removed or re-pointed meanwhile is dropped.
 */
@Injectable()
export class ScanWorker implements BeforeApplicationShutdown {
  private readonly logger = new Logger('ScanWorker');
  private readonly queue: PQueue;
  /** Scans queued or running, so that a scan requested twice runs once. */
  private readonly known = new Set<string>();
  private readonly recordings = new Set<Promise<unknown>>();
  private stopped = false;

  constructor(
    @Inject(SCAN_SETTINGS) settings: ScanSettings,
    @Inject(SCAN_FETCHER) private readonly fetcher: Fetcher,
    @Inject(SCAN_LLM) private readonly llm: LlmExtractor | null,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly sources: SourcesQuery,
    private readonly projections: ProjectionsService,
    private readonly commands: CommandBus,
    readonly batches: ScanBatches,
  ) {
    this.queue = new PQueue({ concurrency: settings.concurrency });
  }

  enqueue(job: ScanJob): void {
    if (this.stopped || this.known.has(job.scanId)) return;
    this.known.add(job.scanId);
    this.batches.added(job.userId, job.scanId);
    void this.queue.add(() => this.run(job));
  }

  isKnown(scanId: string): boolean {
    return this.known.has(scanId);
  }

  /** Waiting scans are left pending in the log (the next start resumes them); results being recorded finish. */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    this.queue.clear();
    await Promise.allSettled([...this.recordings]);
  }

  private async run(job: ScanJob): Promise<void> {
    const started = Date.now();
    let end: ScanEnd = 'dropped';
    try {
      await this.projections.waitFor(job.position ?? (await this.eventStore.headPosition()));
      const source = await this.sources.findById(job.sourceId);
      if (this.stopped || source === null || source.pendingScanId !== job.scanId) return;
      this.batches.started(job.userId, job.scanId, source.name);
      const outcome = await this.scan(source, job);
      if (this.stopped) return;
      const context = await scanResultContext(this.eventStore, job);
      const recording = this.commands.execute(
        new RecordScanResult(job.sourceId, job.scanId, outcome, context),
      );
      this.recordings.add(recording);
      const position = await recording.finally(() => this.recordings.delete(recording));
      if (position !== null) end = outcome.ok ? 'success' : 'error';
    } catch (error) {
      end = 'error';
      this.logger.error({ msg: 'scan could not be recorded', sourceId: job.sourceId, err: error });
    } finally {
      this.known.delete(job.scanId);
      this.batches.finished(job.userId, job.scanId, end, Date.now() - started);
    }
  }

  private async scan(source: SourceDocument, job: ScanJob): Promise<ScanOutcome> {
    try {
      const result = await scanSource(source.url, {
        timezone: source.timezone,
        now: new Date(),
        fetcher: this.fetcher,
        llm: this.llm,
        onProgress: (progress) =>
          this.batches.rateLimited(
            job.userId,
            job.scanId,
            progress.rateLimited ? progress.estimatedWaitMs : null,
          ),
      });
      const pagesFetched = result.pages.filter((page) => page.error === null).length;
      // Provenance explains a scan; it is not part of the event the calendar stores.
      const events = result.events.map(({ provenance: _provenance, ...fields }) => fields);
      return { ok: true, events, pagesFetched };
    } catch (error) {
      return { ok: false, errorMessage: scanErrorMessage(error) };
    }
  }
}
