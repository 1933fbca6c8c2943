import { detailAddress, wantsDetailTime } from './detail-address';
import { completeFromDetail, type DetailPage } from './detail-links';
import { extractIcal, looksLikeIcal } from './markup/ical-extractor';
import { type NormaliseContext, type NormalisedPage, normalisePage } from './merge/normalise-events';
import { type FetchedDocument, type RawEvent } from './scanned-event';

// The steps of a scan that read what was fetched, after the page's analysis (page-analysis.ts):
// CPU-bound and in need of the parsing and date libraries (ical.js, chrono, cheerio, sanitize-html), so a
// server runs them in its pool's threads and its own thread only fetches and keeps count
// (docs/decisions.md, "Server memory").

/** A linked feed's events, normalised; null when what it answered is no iCalendar. */
export function readFeed(document: FetchedDocument, context: NormaliseContext): NormalisedPage | null {
  if (!looksLikeIcal(document.body)) return null;
  return normalisePage(extractIcal(document.body, context), context);
}

export interface FinishedPage extends NormalisedPage {
  /** The detail page that gave each completed entry its time, one address per entry. */
  completedFrom: string[];
}

/** A page's entries completed from the detail pages fetched for them (where one gives a time), normalised. */
export function finishPage(raws: RawEvent[], details: DetailPage[], context: NormaliseContext): FinishedPage {
  const byAddress = new Map(details.map((detail) => [detail.url, detail]));
  const completedFrom: string[] = [];
  const completed = raws.map((raw) => {
    if (byAddress.size === 0 || !wantsDetailTime(raw, context.pageUrl)) return raw;
    const detail = byAddress.get(detailAddress(raw, context.pageUrl));
    const fromDetail = detail ? completeFromDetail(raw, detail, context) : null;
    if (!detail || !fromDetail) return raw;
    completedFrom.push(detail.url);
    return fromDetail;
  });
  return { ...normalisePage(completed, context), completedFrom };
}
