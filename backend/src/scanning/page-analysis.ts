import { type CheerioAPI, load } from 'cheerio/slim';
import { type Element } from 'domhandler';
import { extractDetailEvents } from './fields/detail-page';
import { extractListing } from './records/listing-heuristic';
import { datesAlone } from './records/dates-alone';
import { dateMentions } from './llm/date-mentions';
import { readableText } from './llm/page-text';
import { type ExtractionContext, type FetchedDocument, type RawEvent } from './scanned-event';
import { findCalendarFeeds, findEventsPageLink } from './markup/feed-links';
import { parsePage } from './parse/html-document';
import { complementTiers } from './merge/complement-tiers';
import { extractEmbeddedState } from './markup/embedded-state-extractor';
import { extractIcal, looksLikeIcal } from './markup/ical-extractor';
import { extractJsonLd, jsonLdRoots } from './markup/jsonld-extractor';
import { pageVenueZone } from './year-zone/page-venue-zone';
import { hoursFromPageText } from './merge/page-text-hours';
import { wallClockFromPageText } from './merge/page-text-offsets';
import { withoutOthersShows } from './merge/performer-page';
import { withoutOtherPagesEvents } from './merge/own-event-page';
import { blockText } from './parse/block-text';
import { zoneFromAddress } from './year-zone/venue-zone';
import { extractMicrodata } from './markup/microdata-extractor';
import { extractMicroformats } from './markup/microformats-extractor';
import { venueAddressInText, withVenueAddress } from './venue/venue-address';
import { venueZipCode } from './venue/venue-zip-code';

/** What one fetched page offers, tier by tier, plus where to look next. */
export interface PageAnalysis {
  /**
   * Events in the page's own iCalendar body, or its structured markup (tier 2) and listing
   * heuristic (tier 3) completing each other.
   */
  events: RawEvent[];
  /** Linked iCalendar feeds, to be fetched. */
  feeds: string[];
  /** A same-site events page, looked for only when the page has no events of its own. */
  eventsPage: string | null;
  /** The page as readable text, for the model tier; only computed when asked for. */
  text: string | null;
  /** Distinct days that text names: whether the model should be asked (0 without text). */
  dateMentions: number;
  /**
   * The ZIP of the one place the page's organisation or place markup names, else of the one street address its
   * header, footer or contact block shows; null for none.
   */
  venueZipCode: string | null;
}

export function isIcalDocument(document: FetchedDocument): boolean {
  return /calendar|ics/.test(document.contentType) || looksLikeIcal(document.body);
}

/**
 * Events that name no address of their own take the zone of the one venue the page gives an address for (its
 * header, footer, JSON-LD Organization or Place); looked for only when such events exist.
 */
function withVenueZone(events: RawEvent[], html: string, roots: unknown[]): RawEvent[] {
  if (!events.some(unplaced)) return events;
  const timezone = pageVenueZone(html, roots);
  if (!timezone) return events;
  return events.map((event) => (unplaced(event) ? { ...event, timezone } : event));
}

/**
 * An event whose markup or address names no zone of its own (its place's country, a US address; asked again only when
 * the page gives a venue's zone).
 */
const unplaced = (event: RawEvent): boolean => !event.timezone && !zoneFromAddress(event.location ?? null);

/** The page's canonical address, when its head names one (`<link rel="canonical">`). */
function canonicalOf(links: readonly Element[]): string[] {
  const canonical = links.find(
    (element) => element.name === 'link' && /(^|\s)canonical(\s|$)/i.test(element.attribs['rel'] ?? ''),
  );
  return canonical?.attribs['href'] ? [canonical.attribs['href']] : [];
}

export function analysePage(
  document: FetchedDocument,
  context: ExtractionContext,
  options: { withText?: boolean; tokenBudget?: number } = {},
): PageAnalysis {
  if (isIcalDocument(document)) {
    return {
      events: extractIcal(document.body, context),
      feeds: [],
      eventsPage: null,
      text: null,
      dateMentions: 0,
      venueZipCode: null,
    };
  }
  const { root, elements } = parsePage(document.body);
  const $: CheerioAPI = load(root, { baseURI: document.url });
  const { bodies, scripts, links, frames, postalCodes } = elements;
  const feeds = findCalendarFeeds(links, frames, document.url);
  const roots = jsonLdRoots($, scripts);
  const events = [
    ...extractJsonLd($, scripts, roots),
    ...extractMicrodata(document.body, document.url),
    ...extractMicroformats(document.body, document.url),
    ...extractEmbeddedState($, scripts),
  ];
  const listing = extractListing($, context, bodies);
  // The page's text as lines, for the markup events whose hour or offset only the text settles; made once if asked.
  let lines: readonly string[] | undefined;
  const pageLines = () => (lines ??= blockText(bodies).split('\n'));
  const complemented = wallClockFromPageText(
    hoursFromPageText(
      withoutOtherPagesEvents(
        withoutOthersShows(complementTiers(events, listing, context.timezone), () => $('h1').first().text()),
        [document.url, ...canonicalOf(links)],
        roots,
      ),
      pageLines,
      context,
    ),
    new Set(events),
    pageLines,
    context,
  );
  // An event's own page, with nothing else on it, is read as its one event.
  const detail = complemented.length === 0 ? extractDetailEvents(context, bodies) : complemented;
  // Last, a schedule of days that name no event, each named by the page.
  const found = withVenueZone(
    detail.length === 0 ? datesAlone($, context, bodies) : detail,
    document.body,
    roots,
  );
  // Only a page without events of its own sends the scan on to its events page.
  const eventsPage = found.length === 0 ? findEventsPageLink($, links, document.url) : null;
  // The venue's address as its header, footer or contact block writes it (its ZIP where the markup names none),
  // unless the page names places in other states too (a tour's cities, beside its management's address).
  const venue = pageVenueZone(document.body, roots) === null ? null : venueAddressInText($);
  const zipCode = venueZipCode($, roots, postalCodes) ?? venue?.zipCode ?? null;
  // Last: it rewrites the document for the model's eyes.
  const text = options.withText ? readableText($, document.url, options.tokenBudget ?? 8000) : null;
  return {
    events: withVenueAddress(found, venue),
    feeds,
    eventsPage,
    text,
    dateMentions: text === null ? 0 : dateMentions(text),
    venueZipCode: zipCode,
  };
}
