import type { ScanPageFailure, ScanPageRole, TaughtPattern, TaughtReading } from '@eventfold/contracts';
import { detailAddress, MAX_DETAIL_PAGES, wantsDetailTime } from './detail-address';
import type { DetailPage } from './detail-links';
import { createFetcher, type Fetcher } from './fetching/fetcher';
import { pageFailureOf } from './fetching/page-failure';
import { llmExtractorFromEnv } from './llm/llm-extractor-from-env';
import { shouldAskModel } from './llm/model-tier-policy';
import type { LlmExtractor } from './llm/openai-extractor';
import { mergeEvents } from './merge/merge-events';
import type { NormaliseContext, NormalisedPage } from './merge/normalise-events';
import { type PageReader, readInProcess } from './off-thread/page-analysis-pool';
import { besideTaught } from './taught/beside-taught';
import {
  type ExtractedEvent,
  type ExtractionContext,
  type FetchedDocument,
  type RawEvent,
} from './scanned-event';

// This thread fetches and keeps count; every step that reads what was fetched is the reader's (a server's
// pool threads), so a scanning server's own thread loads no parsing or date library.

export interface ScanProgress {
  url: string;
  pagesDone: number;
  pagesTotal: number;
  rateLimited: boolean;
  /** While rate limited: how long until the model is asked again. */
  estimatedWaitMs: number;
}

export interface ScanOptions extends ExtractionContext {
  fetcher?: Fetcher;
  /** undefined: from OPENAI_API_KEY; null: no model tier. */
  llm?: LlmExtractor | null;
  onProgress?: (progress: ScanProgress) => void;
  tokenBudget?: number;
  /** Where pages are read: in-process by default; the server hands its worker-thread pool's. */
  reader?: PageReader;
  /** Same-site detail pages followed for entries without a time; 0 for saved pages. */
  maxDetailPages?: number;
  /** The pattern a person taught for the source's page: it reads the page first (issue 25). */
  taught?: TaughtPattern | null;
}

export interface ScannedPage {
  url: string;
  role: ScanPageRole;
  eventCount: number;
  /** Events the tiers read but the scan left out as already over. */
  past: number;
  /** Entries a tier read without a usable title or start. */
  unreadable: number;
  /** Why the page gave nothing, as users may see it; null when it was read. */
  failure: ScanPageFailure | null;
  httpStatus: number | null;
  /** The failure's detail for the log and the CLI; never shown to users. */
  error: string | null;
}

export interface ScanResult {
  url: string;
  events: ExtractedEvent[];
  pages: ScannedPage[];
  /** The ZIP the venue's markup names: the source page's, else its events page's; null for none. */
  venueZipCode: string | null;
  /** How the taught pattern did on the source page; null without one. */
  taught: TaughtReading | null;
}

function emptyPage(url: string, role: ScanPageRole): ScannedPage {
  return { url, role, eventCount: 0, past: 0, unreadable: 0, failure: null, httpStatus: null, error: null };
}

/** Feeds followed per page: a venue links one calendar, rarely a few; more is a link farm. */
const MAX_FEEDS = 3;

let sharedFetcher: Fetcher | null = null;
/** One fetcher per process, so the per-host politeness holds across concurrent scans. */
function defaultFetcher(): Fetcher {
  sharedFetcher ??= createFetcher();
  return sharedFetcher;
}

class SourceScan {
  readonly pages: ScannedPage[] = [];
  venueZipCode: string | null = null;
  taught: TaughtReading | null = null;
  private pagesTotal = 1;

  constructor(
    private readonly sourceUrl: string,
    private readonly options: ScanOptions,
    private readonly fetcher: Fetcher,
    private readonly llm: LlmExtractor | null,
  ) {}

  private report(url: string, rateLimited = false, estimatedWaitMs = 0): void {
    const pagesDone = this.pages.length;
    this.options.onProgress?.({ url, pagesDone, pagesTotal: this.pagesTotal, rateLimited, estimatedWaitMs });
  }

  /** Events read since the last page was recorded but left out, and why. */
  private leftOut = { past: 0, unreadable: 0 };

  private get reader(): PageReader {
    return this.options.reader ?? readInProcess;
  }

  private normaliseContext(pageUrl: string): NormaliseContext {
    const { timezone, now } = this.options;
    return { timezone, now, pageUrl, sourceUrl: this.sourceUrl };
  }

  private leaveOut(page: NormalisedPage): ExtractedEvent[] {
    this.leftOut.past += page.past;
    this.leftOut.unreadable += page.unreadable;
    return page.events;
  }

  private record(url: string, role: ScanPageRole, eventCount: number): void {
    const failure = { failure: null, httpStatus: null, error: null };
    this.pages.push({ url, role, eventCount, ...this.leftOut, ...failure });
    this.leftOut = { past: 0, unreadable: 0 };
  }

  private recordFailure(url: string, role: ScanPageRole, error: unknown): void {
    const { failure, httpStatus, detail } = pageFailureOf(error);
    this.pages.push({ url, role, eventCount: 0, past: 0, unreadable: 0, failure, httpStatus, error: detail });
  }

  /** Detail pages fetched this scan, by address; null when unreadable. */
  private readonly details = new Map<string, DetailPage | null>();

  /**
   * Listing entries that give a day but no time, completed from their same-site detail pages
   * (through the fetcher: robots.txt, the per-host pause, conditional requests on rescans), normalised.
   */
  private async finished(events: RawEvent[], pageUrl: string): Promise<ExtractedEvent[]> {
    const { timezone, now, maxDetailPages = MAX_DETAIL_PAGES } = this.options;
    const wanted = new Map<string, DetailPage>();
    for (const event of events) {
      if (!wantsDetailTime(event, pageUrl)) continue;
      const address = detailAddress(event, pageUrl);
      if (!this.details.has(address) && this.details.size < maxDetailPages) {
        this.details.set(address, null);
        this.pagesTotal += 1;
        this.report(address);
        try {
          const document = await this.fetcher(address);
          const { events, text } = await this.reader.analyse(document, { timezone, now }, { withText: true });
          this.details.set(address, { url: address, events, text });
          this.pages.push(emptyPage(address, 'detail'));
        } catch (error) {
          this.recordFailure(address, 'detail', error);
        }
      }
      const detail = this.details.get(address);
      if (detail) wanted.set(address, detail);
    }
    const page = await this.reader.finishPage(events, [...wanted.values()], this.normaliseContext(pageUrl));
    for (const address of page.completedFrom) {
      const detail = this.pages.find((scanned) => scanned.role === 'detail' && scanned.url === address);
      if (detail) detail.eventCount += 1;
    }
    return this.leaveOut(page);
  }

  private async feedEvents(feeds: string[]): Promise<ExtractedEvent[]> {
    const events: ExtractedEvent[] = [];
    this.pagesTotal += Math.min(feeds.length, MAX_FEEDS);
    for (const feed of feeds.slice(0, MAX_FEEDS)) {
      this.report(feed);
      try {
        const document = await this.fetcher(feed);
        const read = await this.reader.readFeed(document, this.normaliseContext(document.url));
        if (read === null) {
          const detail = `not iCalendar (${document.contentType})`;
          this.pages.push({ ...emptyPage(feed, 'feed'), failure: 'not-a-calendar', error: detail });
          continue;
        }
        const found = this.leaveOut(read);
        this.record(feed, 'feed', found.length);
        events.push(...found);
      } catch (error) {
        this.recordFailure(feed, 'feed', error);
      }
    }
    return events;
  }

  /**
   * The source page's taught pattern reads it first; its markup still completes it, and the listing reader's guesses
   * only about other things (`besideTaught`). A pattern that reads nothing says the page changed, and the page
   * is read as if nobody had taught it.
   */
  private async withTaught(
    document: FetchedDocument,
    depth: number,
    events: RawEvent[],
  ): Promise<RawEvent[]> {
    const { taught } = this.options;
    if (!taught || depth > 0) return events;
    const { timezone, now } = this.options;
    const read = await this.reader.readTaught(document, taught, { timezone, now });
    this.taught = read.events.length > 0 ? 'read' : 'changed';
    if (read.events.length === 0) return events;
    this.leftOut.unreadable += read.unreadable;
    return besideTaught(read.events, events);
  }

  /** Tiers in order of cost: markup, listing and feeds, then the model where they found nothing or too little. */
  async page(document: FetchedDocument, depth: number): Promise<ExtractedEvent[]> {
    const { timezone, now, tokenBudget } = this.options;
    // Only plain data crosses to a pool thread (the options also carry the fetcher and callbacks).
    const analysis = await this.reader.analyse(
      document,
      { timezone, now },
      { withText: this.llm !== null, tokenBudget },
    );
    this.venueZipCode ??= analysis.venueZipCode;
    const raws = await this.withTaught(document, depth, analysis.events);
    let own = await this.finished(raws, document.url);
    const ownLeftOut = this.leftOut;
    this.leftOut = { past: 0, unreadable: 0 };
    const fromFeeds = await this.feedEvents(analysis.feeds);
    this.leftOut = ownLeftOut;
    const read = raws.length + fromFeeds.length;
    if (this.llm && analysis.text && shouldAskModel(read, analysis.dateMentions)) {
      const raws = await this.llm(
        { url: document.url, text: analysis.text },
        { ...this.options, onRateLimit: (waitMs) => this.report(document.url, true, waitMs) },
      );
      // Beside the other tiers the model only adds: what starts when one of theirs does is theirs.
      const taken = new Set([...own, ...fromFeeds].map((event) => event.startDate));
      const fromModel = this.leaveOut(
        await this.reader.finishPage(raws, [], this.normaliseContext(document.url)),
      );
      own = [...own, ...fromModel.filter((event) => !taken.has(event.startDate))];
    }
    this.record(document.url, depth === 0 ? 'source' : 'events-page', own.length);
    const events = [...own, ...fromFeeds];
    this.report(document.url);
    if (events.length === 0 && depth === 0 && analysis.eventsPage) {
      this.pagesTotal += 1;
      this.report(analysis.eventsPage);
      try {
        return await this.page(await this.fetcher(analysis.eventsPage), depth + 1);
      } catch (error) {
        this.recordFailure(analysis.eventsPage, 'events-page', error);
      }
    }
    return events;
  }
}

/**
 * Scans one venue URL: fetches it safely, runs the tiers, follows its calendar feeds and (when the
 * page itself has no events) its events page, and returns today's and later events, deduplicated.
 * A failure to fetch the source URL itself rejects; failures of linked pages are listed in `pages`.
 */
export async function scanSource(url: string, options: ScanOptions): Promise<ScanResult> {
  const fetcher = options.fetcher ?? defaultFetcher();
  const llm = options.llm === undefined ? llmExtractorFromEnv() : options.llm;
  const scan = new SourceScan(url, options, fetcher, llm);
  const document = await fetcher(url);
  const events = await scan.page(document, 0);
  const { pages, venueZipCode, taught } = scan;
  return { url, events: mergeEvents(events), pages, venueZipCode, taught };
}
