import { TAUGHT_MESSAGES, type TaughtPattern } from '@eventfold/contracts';
import { parsePage } from '../parse/html-document';
import { isIcalDocument } from '../page-analysis';
import { mergeEvents } from '../merge/merge-events';
import { type NormaliseContext, normalisePage } from '../merge/normalise-events';
import type { ExtractedEvent, ExtractionContext, FetchedDocument, RawEvent } from '../scanned-event';
import { learnPattern } from './learn-pattern';
import { type PageBlock, pageBlocks } from './page-blocks';
import { readPattern } from './read-pattern';

// A fetched page taught or read by its pattern: what the scan's reader (a pool thread on a server) runs.

/** What teaching a page from its examples gives: the pattern and every upcoming event it reads, or why not. */
export type Teaching =
  | { ok: true; pattern: TaughtPattern; events: ExtractedEvent[]; past: number; unreadable: number }
  | { ok: false; message: string };

export function teachPage(
  document: FetchedDocument,
  examples: readonly string[],
  context: NormaliseContext,
): Teaching {
  if (isIcalDocument(document)) return { ok: false, message: TAUGHT_MESSAGES.notHtml };
  const learnt = learnPattern(parsePage(document.body).root, examples, context);
  if (!learnt.ok) return learnt;
  const page = normalisePage(learnt.events, context);
  if (page.events.length === 0) return { ok: false, message: TAUGHT_MESSAGES.readsNothing };
  return {
    ok: true,
    pattern: learnt.pattern,
    events: mergeEvents(page.events),
    past: page.past,
    unreadable: learnt.unreadable + page.unreadable,
  };
}

/** The events a page's taught pattern reads (none when the page no longer has its records), not yet normalised. */
export function readTaughtPage(
  document: FetchedDocument,
  pattern: TaughtPattern,
  context: ExtractionContext,
): { events: RawEvent[]; unreadable: number } {
  if (isIcalDocument(document)) return { events: [], unreadable: 0 };
  return readPattern(parsePage(document.body).root, pattern, context);
}

/** The page as the teaching dialog shows it: blocks of plain text. */
export function teachingPage(document: FetchedDocument): { blocks: PageBlock[]; truncated: boolean } {
  if (isIcalDocument(document)) return { blocks: [], truncated: false };
  return pageBlocks(parsePage(document.body).root);
}
