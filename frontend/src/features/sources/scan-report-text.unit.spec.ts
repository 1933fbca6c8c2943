import { describe, expect, it } from 'vitest';
import type { ScanReport, ScanReportPage } from '@eventfold/contracts';
import { scanReportText } from './scan-report-text';

const page = (overrides: Partial<ScanReportPage> = {}): ScanReportPage => ({
  url: 'https://venue.example/events',
  role: 'source',
  events: 0,
  past: 0,
  unreadable: 0,
  failure: null,
  httpStatus: null,
  ...overrides,
});

const report = (overrides: Partial<ScanReport> = {}): ScanReport => ({
  found: { ical: 0, structured: 0, heuristic: 0, llm: 0 },
  past: 0,
  unreadable: 0,
  pages: [page()],
  pagesNotListed: 0,
  ...overrides,
});

describe('scanReportText', () => {
  it('tells a venue without upcoming events from a page we could not read and from a failed fetch', () => {
    expect(scanReportText(report({ past: 4, pages: [page({ past: 4 })] })).verdict).toBe(
      'This venue has no upcoming events: the 4 events it lists are over.',
    );
    expect(scanReportText(report({ unreadable: 2, pages: [page({ unreadable: 2 })] })).verdict).toBe(
      'We could not read the events on this page: 2 entries had no readable title or date.',
    );
    expect(scanReportText(report()).verdict).toBe(
      'No events found on this page: it does not list any we can read.',
    );
    expect(scanReportText(report({ pages: [page({ failure: 'robots' })] })).verdict).toBe(
      "We could not read this page: The site's robots.txt does not allow this page to be scanned.",
    );
    expect(
      scanReportText(report({ pages: [page({ failure: 'http-status', httpStatus: 404 })] })).verdict,
    ).toBe('We could not read this page: The site answered with an error (HTTP 404).');
  });

  it('says what was found per tier and what was skipped, page by page, with no verdict when events were kept', () => {
    const text = scanReportText(
      report({
        found: { ical: 10, structured: 2, heuristic: 1, llm: 0 },
        past: 1,
        unreadable: 1,
        pages: [
          page({ events: 3, past: 1, unreadable: 1 }),
          page({ url: 'https://venue.example/cal.ics', role: 'feed', events: 10 }),
          page({ url: 'https://venue.example/old.ics', role: 'feed', failure: 'timeout' }),
        ],
        pagesNotListed: 2,
      }),
    );
    expect(text.verdict).toBeNull();
    expect(text.found).toBe("Found 2 from event markup, 1 from the page's listing, 10 from a calendar feed.");
    expect(text.skipped).toBe('Skipped 1 event already over; 1 entry without a readable title or date.');
    expect(text.pages.map((line) => `${line.label}: ${line.outcome}`)).toEqual([
      'This page: 3 upcoming events, 1 past, 1 unreadable',
      'Linked calendar: 10 upcoming events',
      'Linked calendar: Not read: The site did not answer in time. Please try again later.',
      'More pages: 2 pages not listed',
    ]);
    expect(text.pages[2]!.failed).toBe(true);
  });
});
