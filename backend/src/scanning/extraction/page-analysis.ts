import { type CheerioAPI, load } from 'cheerio';
import { extractListing } from '../heuristic/listing-heuristic';
import { readableText } from '../llm/page-text';
import { type ExtractionContext, type FetchedDocument, type RawEvent } from '../scanned-event';
import { findCalendarFeeds, findEventsPageLink } from './feed-links';
import { extractIcal, looksLikeIcal } from './ical-extractor';
import { extractJsonLd } from './jsonld-extractor';
import { extractMicrodata } from './microdata-extractor';
import { extractMicroformats } from './microformats-extractor';

/** What one fetched page offers, tier by tier, plus where to look next. */
export interface PageAnalysis {
  /** Events in the page's own iCalendar body or structured markup (tiers 1 and 2). */
  events: RawEvent[];
  /** The listing heuristic's events (tier 3), computed only when the markup holds none. */
  listing: RawEvent[];
  /** Linked iCalendar feeds, to be fetched. */
  feeds: string[];
  /** A same-site events page, for a page with no events of its own. */
  eventsPage: string | null;
  /** The page as readable text, for the model tier; only computed when asked for. */
  text: string | null;
}

export function isIcalDocument(document: FetchedDocument): boolean {
  return /calendar|ics/.test(document.contentType) || looksLikeIcal(document.body);
}

export function analysePage(
  document: FetchedDocument,
  context: ExtractionContext,
  options: { withText?: boolean; tokenBudget?: number } = {},
): PageAnalysis {
  if (isIcalDocument(document)) {
    return {
      events: extractIcal(document.body, context),
      listing: [],
      feeds: [],
      eventsPage: null,
      text: null,
    };
  }
  const $: CheerioAPI = load(document.body, { baseURI: document.url });
  const feeds = findCalendarFeeds($, document.url);
  const eventsPage = findEventsPageLink($, document.url);
  const events = [
    ...extractJsonLd($),
    ...extractMicrodata(document.body, document.url),
    ...extractMicroformats(document.body, document.url),
  ];
  const listing = events.length === 0 ? extractListing($, context) : [];
  const text = options.withText ? readableText($, document.url, options.tokenBudget ?? 8000) : null;
  return { events, listing, feeds, eventsPage, text };
}
