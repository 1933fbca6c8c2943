import { threadId } from 'node:worker_threads';
import { analysePage, type PageAnalysis } from '../extraction/page-analysis';
import { type ExtractionContext, type FetchedDocument } from '../scanned-event';

export interface PageAnalysisTask {
  document: FetchedDocument;
  context: ExtractionContext;
  options: { withText?: boolean; tokenBudget?: number };
}

/** What a pool thread hands back: the analysis, and which thread ran it (so tests can tell). */
export interface PageAnalysisReply {
  analysis: PageAnalysis;
  threadId: number;
}

/** Piscina's entry: one page per task, in a pool thread. */
export default function analyseInThread({ document, context, options }: PageAnalysisTask): PageAnalysisReply {
  return { analysis: analysePage(document, context, options), threadId };
}
