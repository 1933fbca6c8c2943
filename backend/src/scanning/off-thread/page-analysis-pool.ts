import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { TaughtPattern } from '@eventfold/contracts';
import type { DetailPage } from '../detail-links';
import type { PageAnalysis } from '../page-analysis';
import type { NormaliseContext, NormalisedPage } from '../merge/normalise-events';
import type { FinishedPage } from '../page-reading';
import type { ExtractionContext, FetchedDocument, RawEvent } from '../scanned-event';
import type { PageBlock } from '../taught/page-blocks';
import type { Teaching } from '../taught/teach-page';
import { workerEntry } from '../../infrastructure/off-thread/worker-entry';
import { OwnerTurns } from '../../infrastructure/work/owner-turns';
import type {
  FeedTask,
  FinishPageTask,
  PageAnalysisReply,
  PageAnalysisTask,
  ReadTaughtTask,
  TeachTask,
  TeachingPageTask,
} from './page-analysis.worker';

/** Reads one fetched page; scanSource runs it in-process unless handed a pool's. */
export type PageAnalyser = (
  document: PageAnalysisTask['document'],
  context: PageAnalysisTask['context'],
  options: PageAnalysisTask['options'],
) => Promise<PageAnalysis>;

/**
 * Every step of a scan that reads what was fetched: a page's analysis, a linked feed, and a page's entries
 * completed from their detail pages and normalised (page-reading.ts). The scan itself only fetches and counts.
 */
export interface PageReader {
  analyse: PageAnalyser;
  readFeed(document: FetchedDocument, context: NormaliseContext): Promise<NormalisedPage | null>;
  finishPage(raws: RawEvent[], details: DetailPage[], context: NormaliseContext): Promise<FinishedPage>;
  /** A source's taught pattern over its page (taught/teach-page.ts). */
  readTaught(
    document: FetchedDocument,
    pattern: TaughtPattern,
    context: ExtractionContext,
  ): Promise<{ events: RawEvent[]; unreadable: number }>;
  /** A pattern learnt from a person's examples, and what it reads. */
  teach(document: FetchedDocument, examples: readonly string[], context: NormaliseContext): Promise<Teaching>;
  /** The page as plain-text blocks for the teaching dialog. */
  teachingPage(document: FetchedDocument): Promise<{ blocks: PageBlock[]; truncated: boolean }>;
}

/**
 * Loads the extraction libraries (cheerio, parse5, chrono, ical.js, microdata...) at its first page:
 * a server hands scans its pool, so its own thread never holds them (docs/decisions.md, "Server memory").
 */
export const analyseInProcess: PageAnalyser = async (document, context, options) => {
  const { analysePage } =
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    require('../page-analysis') as typeof import('../page-analysis');
  return analysePage(document, context, options);
};

// eslint-disable-next-line @typescript-eslint/no-require-imports
const pageReading = () => require('../page-reading') as typeof import('../page-reading');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const teaching = () => require('../taught/teach-page') as typeof import('../taught/teach-page');

/** The steps on the calling thread, their libraries loaded at the first page (the CLI, tests). */
export const readInProcess: PageReader = {
  analyse: analyseInProcess,
  readFeed: async (document, context) => pageReading().readFeed(document, context),
  finishPage: async (raws, details, context) => pageReading().finishPage(raws, details, context),
  readTaught: async (document, pattern, context) => teaching().readTaughtPage(document, pattern, context),
  teach: async (document, examples, context) => teaching().teachPage(document, examples, context),
  teachingPage: async (document) => teaching().teachingPage(document),
};

export interface PageAnalysisPoolOptions {
  /** Pool threads; by default one core is left to the API's event loop. */
  maxThreads?: number;
  /** Pages waiting for their turn; beyond it a scan's page fails instead of piling up in memory. */
  maxQueue?: number;
  /**
   * A page's time budget, counted from when its reading starts (never while it waits its turn): past it
   * the reading is abandoned and its thread ended, so a hostile page cannot hold a thread.
   */
  taskTimeoutMs?: number;
  /** Heap per thread: a page built to blow up the DOM ends its thread, not the server. */
  maxHeapMb?: number;
}

export interface PageAnalysisPool extends PageReader {
  /** Which thread ran each page so far (the event loop's own thread never appears). */
  readonly threadIds: ReadonlySet<number>;
  /**
   * The pool as one owner's reader: owners' pages take turns (round robin), so one user's many scans
   * never make another's pages wait for more than one page of each. The pool itself reads as owner ''.
   */
  forOwner(owner: string): PageReader;
  close(): Promise<void>;
}

/** Pages waiting their turn, all owners together, by default per thread. */
const QUEUED_PER_THREAD = 16;

/**
 * Page reading (parsing, every extraction tier, feeds, detail times, normalising) in a bounded pool of
 * worker threads, so that a huge or hostile page never blocks the event loop serving API requests, and
 * that thread never loads the libraries. Bounded in threads, queued pages, time and heap per page; pages
 * wait in per-owner turns before a thread is theirs, and a page's time runs only once it has one.
 */
export function createPageAnalysisPool(options: PageAnalysisPoolOptions = {}): PageAnalysisPool {
  const maxThreads = options.maxThreads ?? Math.max(1, availableParallelism() - 1);
  const maxQueue = options.maxQueue ?? maxThreads * QUEUED_PER_THREAD;
  const { filename, execArgv, env } = workerEntry(__dirname, 'page-analysis');
  const piscina = new Piscina({
    filename,
    execArgv,
    env,
    minThreads: 0,
    maxThreads,
    // Only the turns below hand it tasks, one a thread: none waits here.
    maxQueue: maxThreads,
    idleTimeout: 30_000,
    resourceLimits: { maxOldGenerationSizeMb: options.maxHeapMb ?? 512 },
  });
  const turns = new OwnerTurns({
    concurrency: maxThreads,
    perOwner: maxThreads,
    budgetMs: options.taskTimeoutMs ?? 30_000,
  });
  const threadIds = new Set<number>();
  let closed = false;
  const readerFor = (owner: string): PageReader => {
    const run = <Task, Reply>(task: Task, name: string): Promise<Reply> => {
      if (turns.waiting >= maxQueue) return Promise.reject(new Error('Page analysis queue is full'));
      return turns.add(owner, async (signal) => {
        // Pages still waiting at shutdown fail as pages do, and their scans end.
        if (closed) throw new Error('Page analysis pool is closed');
        return (await piscina.run(task, { name, signal })) as Reply;
      });
    };
    return {
      analyse: async (document, context, taskOptions) => {
        const reply = await run<PageAnalysisTask, PageAnalysisReply>(
          { document, context, options: taskOptions },
          'default',
        );
        threadIds.add(reply.threadId);
        return reply.analysis;
      },
      readFeed: (document, context) =>
        run<FeedTask, NormalisedPage | null>({ document, context }, 'readFeedInThread'),
      finishPage: (raws, details, context) =>
        run<FinishPageTask, FinishedPage>({ raws, details, context }, 'finishPageInThread'),
      readTaught: (document, pattern, context) =>
        run<ReadTaughtTask, { events: RawEvent[]; unreadable: number }>(
          { document, pattern, context },
          'readTaughtInThread',
        ),
      teach: (document, examples, context) =>
        run<TeachTask, Teaching>({ document, examples: [...examples], context }, 'teachInThread'),
      teachingPage: (document) =>
        run<TeachingPageTask, { blocks: PageBlock[]; truncated: boolean }>(
          { document },
          'teachingPageInThread',
        ),
    };
  };
  return {
    ...readerFor(''),
    threadIds,
    forOwner: readerFor,
    close: async () => {
      closed = true;
      await piscina.destroy();
    },
  };
}
