import { analysePage } from './page-analysis';
import { mergeEvents } from './merge/merge-events';
import { normaliseEvents } from './merge/normalise-events';
import { type ExtractedEvent, type ExtractionContext, type FetchedDocument } from './scanned-event';

/**
 * The offline tiers over one document (iCalendar, structured markup, listing heuristic): no network,
 * no model. Linked feeds and events pages are followed by scanSource, not here.
 */
export function extractEvents(document: FetchedDocument, context: ExtractionContext): ExtractedEvent[] {
  const { events } = analysePage(document, context);
  return mergeEvents(
    normaliseEvents(events, {
      ...context,
      pageUrl: document.url,
      sourceUrl: document.url,
    }),
  );
}
