import { threadId } from 'node:worker_threads';
import { analysePage, type PageAnalysis } from '../page-analysis';
import type { DetailPage } from '../detail-links';
import type { NormaliseContext, NormalisedPage } from '../merge/normalise-events';
import { type FinishedPage, finishPage, readFeed } from '../page-reading';
import { type ExtractionContext, type FetchedDocument, type RawEvent } from '../scanned-event';
import type { TaughtPattern } from '@eventfold/contracts';
import type { PageBlock } from '../taught/page-blocks';
import { readTaughtPage, type Teaching, teachingPage, teachPage } from '../taught/teach-page';

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

export interface FeedTask {
  document: FetchedDocument;
  context: NormaliseContext;
}

export interface FinishPageTask {
  raws: RawEvent[];
  details: DetailPage[];
  context: NormaliseContext;
}

/** Piscina's entry: one page per task, in a pool thread. */
export default function analyseInThread({ document, context, options }: PageAnalysisTask): PageAnalysisReply {
  return { analysis: analysePage(document, context, options), threadId };
}

/** Piscina's `readFeedInThread` task: a linked feed read and normalised (page-reading.ts). */
export function readFeedInThread({ document, context }: FeedTask): NormalisedPage | null {
  return readFeed(document, context);
}

/** Piscina's `finishPageInThread` task: a page's entries completed from their detail pages and normalised. */
export function finishPageInThread({ raws, details, context }: FinishPageTask): FinishedPage {
  return finishPage(raws, details, context);
}

export interface ReadTaughtTask {
  document: FetchedDocument;
  pattern: TaughtPattern;
  context: ExtractionContext;
}

export interface TeachTask {
  document: FetchedDocument;
  examples: string[];
  context: NormaliseContext;
}

export interface TeachingPageTask {
  document: FetchedDocument;
}

/** Piscina's `readTaughtInThread` task: a source's taught pattern read over its page. */
export function readTaughtInThread({ document, pattern, context }: ReadTaughtTask): {
  events: RawEvent[];
  unreadable: number;
} {
  return readTaughtPage(document, pattern, context);
}

/** Piscina's `teachInThread` task: a pattern learnt from a person's examples, and what it reads. */
export function teachInThread({ document, examples, context }: TeachTask): Teaching {
  return teachPage(document, examples, context);
}

/** Piscina's `teachingPageInThread` task: the page as plain-text blocks for the teaching dialog. */
export function teachingPageInThread({ document }: TeachingPageTask): {
  blocks: PageBlock[];
  truncated: boolean;
} {
  return teachingPage(document);
}
