import { Inject, Injectable } from '@nestjs/common';
import { TAUGHT_LIMITS, type TeachingPage, type TeachingPreview } from '@eventfold/contracts';
import type { SourceDocument } from '@eventfold/projections';
import { DomainError } from '../infrastructure/events/domain-error';
import type { Fetcher } from '../scanning/fetching/fetcher';
import type { FetchedDocument } from '../scanning/scanned-event';
import { scanErrorMessage } from './scanning/scan-error-message';
import { SCAN_FETCHER } from './scanning/scan-settings';
import { ScanWorker } from './scanning/scan-worker';
import { SourcesQuery } from './sources.query';

/**
 * Teaching a source by example: its page fetched by the scanner's own fetcher (robots.txt, the SSRF rules, the pause
 * per host) and read in the scan pool's threads, never on the API's event loop. Only the owner's sources.
 */
@Injectable()
export class SourceTeaching {
  constructor(
    @Inject(SCAN_FETCHER) private readonly fetcher: Fetcher,
    private readonly worker: ScanWorker,
    private readonly sources: SourcesQuery,
  ) {}

  /** The page as the scanner fetched it, as blocks of plain text. */
  async page(userId: string, sourceId: string): Promise<TeachingPage> {
    const source = await this.sources.findOwned(userId, sourceId);
    const document = await this.fetch(source);
    return { url: document.url, ...(await this.worker.readerFor(userId).teachingPage(document)) };
  }

  /** The pattern learnt from the examples and what it reads; a 422 with the reason when none can be. */
  async learn(userId: string, sourceId: string, examples: readonly string[]): Promise<TeachingPreview> {
    const source = await this.sources.findOwned(userId, sourceId);
    const document = await this.fetch(source);
    const context = {
      timezone: source.timezone,
      now: new Date(),
      pageUrl: document.url,
      sourceUrl: source.url,
    };
    const taught = await this.worker.readerFor(userId).teach(document, examples, context);
    if (!taught.ok) throw new DomainError(taught.message, 422);
    const { pattern, events, past, unreadable } = taught;
    return {
      count: events.length,
      events: events
        .slice(0, TAUGHT_LIMITS.previewEvents)
        .map(({ title, startDate, endDate, allDay, location, url }) => ({
          title,
          startDate,
          endDate,
          allDay,
          location,
          url,
        })),
      past,
      unreadable,
      pattern,
    };
  }

  /** A page that cannot be fetched says why in the scan's own words (a category, never the network detail). */
  private async fetch(source: SourceDocument): Promise<FetchedDocument> {
    try {
      return await this.fetcher(source.url);
    } catch (error) {
      throw new DomainError(scanErrorMessage(error), 422);
    }
  }
}
