import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { PageAnalysis } from '../extraction/page-analysis';
import { workerEntry } from '../../infrastructure/off-thread/worker-entry';
import { type PageAnalysisReply, type PageAnalysisTask } from './page-analysis.worker';

/** Reads one fetched page; scanSource runs it in-process unless handed a pool's. */
export type PageAnalyser = (
  document: PageAnalysisTask['document'],
  context: PageAnalysisTask['context'],
  options: PageAnalysisTask['options'],
) => Promise<PageAnalysis>;

/**
 * Loads the extraction libraries (cheerio, parse5, chrono, ical.js, microdata...) at its first page:
 * a server hands scans its pool, so its own thread never holds them (docs/decisions.md, "Server memory").
 */
export const analyseInProcess: PageAnalyser = async (document, context, options) => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { analysePage } = require('../extraction/page-analysis') as typeof import('../extraction/page-analysis');
  return analysePage(document, context, options);
};

export interface PageAnalysisPoolOptions {
  /** Pool threads; by default one core is left to the API's event loop. */
  maxThreads?: number;
  /** Pages waiting for a thread; beyond it a scan's page fails instead of piling up in memory. */
  maxQueue?: number;
  /** A page's analysis is abandoned (its thread ended) after this long: a hostile page cannot hold a thread. */
  taskTimeoutMs?: number;
  /** Heap per thread: a page built to blow up the DOM ends its thread, not the server. */
  maxHeapMb?: number;
}

export interface PageAnalysisPool {
  analyse: PageAnalyser;
  /** Which thread ran each page so far (the event loop's own thread never appears). */
  readonly threadIds: ReadonlySet<number>;
  close(): Promise<void>;
}

/**
 * Page analysis (parsing and every extraction tier) in a bounded pool of worker threads, so that a huge
 * or hostile page never blocks the event loop serving API requests. Bounded in threads, queued pages,
 * time and heap per page.
 */
export function createPageAnalysisPool(options: PageAnalysisPoolOptions = {}): PageAnalysisPool {
  const maxThreads = options.maxThreads ?? Math.max(1, availableParallelism() - 1);
  const taskTimeoutMs = options.taskTimeoutMs ?? 30_000;
  const { filename, execArgv, env } = workerEntry(__dirname, 'page-analysis');
  const piscina = new Piscina<PageAnalysisTask, PageAnalysisReply>({
    filename,
    execArgv,
    env,
    minThreads: 0,
    maxThreads,
    maxQueue: options.maxQueue ?? maxThreads * 16,
    idleTimeout: 30_000,
    resourceLimits: { maxOldGenerationSizeMb: options.maxHeapMb ?? 512 },
  });
  const threadIds = new Set<number>();
  return {
    threadIds,
    analyse: async (document, context, taskOptions) => {
      const reply = await piscina.run(
        { document, context, options: taskOptions },
        { signal: AbortSignal.timeout(taskTimeoutMs) },
      );
      threadIds.add(reply.threadId);
      return reply.analysis;
    },
    close: () => piscina.destroy(),
  };
}
