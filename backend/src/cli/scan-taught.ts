import { createFetcher, type Fetcher } from '../scanning/fetching/fetcher';
import { describePath } from '../scanning/taught/read-pattern';
import { teachPage } from '../scanning/taught/teach-page';
import { table } from './event-table';

export interface TaughtScan {
  url: string;
  /** The saved page's; the scanner's own fetcher (robots.txt, SSRF rules, per-host pause) for a URL. */
  fetcher: Fetcher | undefined;
  examples: string[];
  timezone: string;
  now: Date;
  json: boolean;
  explain: boolean;
}

const step = (text: string) => {
  if (process.stderr.isTTY) process.stderr.write(`\r${text}\x1b[K`);
};

/**
 * `npm run scan -- PAGE --example "TITLE"`: learns the page's pattern from the event so titled and prints every event
 * the pattern reads (with `--explain`, the pattern too). Exit code 1, with the reason, when nothing could be learnt.
 */
export async function printTaught(scan: TaughtScan): Promise<number> {
  const { url, examples, timezone, now, json, explain } = scan;
  step(`fetching ${url}`);
  const document = await (scan.fetcher ?? createFetcher())(url);
  step(`learning the pattern of ${examples.map((example) => `“${example}”`).join(' and ')}`);
  const taught = teachPage(document, examples, { timezone, now, pageUrl: document.url, sourceUrl: url });
  step('');
  process.stderr.write(process.stderr.isTTY ? '\r\x1b[K' : '');
  if (!taught.ok) {
    console.error(taught.message);
    return 1;
  }
  const { pattern, events } = taught;
  if (json) {
    const fields = events.map(({ title, startDate, endDate, allDay, location, url: link }) => ({
      title,
      startDate,
      endDate,
      allDay,
      location,
      url: link,
    }));
    console.log(JSON.stringify(explain ? { events: fields, pattern } : fields, null, 2));
    return 0;
  }
  console.log(`${table(events, timezone, true)}\n\n${events.length} events read by the pattern`);
  if (taught.past > 0 || taught.unreadable > 0)
    console.log(`(${taught.past} past left out, ${taught.unreadable} records without a title or a day)`);
  if (explain) {
    console.log(`\nThe pattern: each record at ${describePath(pattern.record, pattern.record.length)}`);
    console.log(JSON.stringify(pattern, null, 2));
  }
  return 0;
}
