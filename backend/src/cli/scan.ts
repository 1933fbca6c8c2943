import { DEFAULT_TIMEZONE, TAUGHT_LIMITS } from '@eventfold/contracts';
import { DateTime } from 'luxon';
import { fileFetcher, fileUrl } from '../scanning/fetching/file-fetcher';
import { table } from './event-table';
import { printTaught } from './scan-taught';
import { type ScannedPage, scanSource } from '../scanning/scan-source';
import { type ExtractedEvent } from '../scanning/scanned-event';
import { runCli } from './run-cli';

const USAGE =
  'Usage: npm run scan -- <url-or-file> [--timezone Zone] [--now ISO-date] [--example "TITLE" [--example "TITLE"]] [--json] [--explain]';

/** Flags followed by a value. */
const WITH_VALUE = ['--timezone', '--now', '--example'];

interface Arguments {
  target: string;
  timezone: string;
  now: Date;
  json: boolean;
  /** Say where each event came from and what each page yielded. */
  explain: boolean;
  /** Titles of the page's events to learn its pattern from (issue 25): the pattern's reading is printed. */
  examples: string[];
}

function parseArguments(args: string[]): Arguments {
  const value = (flag: string) => {
    const index = args.indexOf(flag);
    return index >= 0 ? args[index + 1] : undefined;
  };
  const target = args.find(
    (arg, index) => !arg.startsWith('--') && !WITH_VALUE.includes(args[index - 1] ?? ''),
  );
  const examples = args.flatMap((arg, index) => (arg === '--example' ? [args[index + 1] ?? ''] : []));
  if (examples.some((example) => example.trim().length === 0)) throw new Error('--example needs a title');
  if (examples.length > TAUGHT_LIMITS.examples)
    throw new Error(`At most ${TAUGHT_LIMITS.examples} --example titles`);
  if (!target) throw new Error(USAGE);
  const timezone = value('--timezone') ?? DEFAULT_TIMEZONE;
  if (!DateTime.local().setZone(timezone).isValid) throw new Error(`Unknown timezone ${timezone}`);
  const nowText = value('--now');
  const now = nowText ? DateTime.fromISO(nowText, { zone: timezone }) : DateTime.now();
  if (!now.isValid) throw new Error(`--now must be an ISO date, got ${nowText}`);
  return {
    target,
    timezone,
    now: now.toJSDate(),
    json: args.includes('--json'),
    explain: args.includes('--explain'),
    examples,
  };
}

/** Where each event came from, and what each page yielded or why it yielded nothing. */
function explanation(events: ExtractedEvent[], pages: ScannedPage[], timezone: string): string {
  const lines = ['Pages:'];
  for (const page of pages) {
    const outcome = page.error
      ? `skipped: ${page.error}`
      : `${page.eventCount} upcoming event(s)${page.past > 0 ? `, ${page.past} left out as past` : ''}${page.unreadable > 0 ? `, ${page.unreadable} without a readable title and start` : ''}`;
    lines.push(`  ${page.url} (${page.role}): ${outcome}`);
  }
  lines.push('', 'Events:');
  for (const event of events) {
    const start = DateTime.fromISO(event.startDate, { zone: timezone });
    lines.push(`  ${start.toFormat(event.allDay ? 'yyyy-MM-dd' : 'yyyy-MM-dd HH:mm')}  ${event.title}`);
    lines.push(`      ${event.tier}: ${event.provenance}`);
  }
  return lines.join('\n');
}

/** Prints what the scanner extracts from one page and which tier found each event. */
async function main(args: string[]): Promise<number | void> {
  if (args.includes('--help') || args.includes('-h')) return console.log(USAGE);
  const { target, timezone, now, json, explain, examples } = parseArguments(args);
  const isUrl = /^https?:\/\//i.test(target);
  const url = isUrl ? target : fileUrl(target);
  if (examples.length > 0)
    return printTaught({
      url,
      fetcher: isUrl ? undefined : fileFetcher(target),
      examples,
      timezone,
      now,
      json,
      explain,
    });
  const result = await scanSource(url, {
    timezone,
    now,
    fetcher: isUrl ? undefined : fileFetcher(target),
    onProgress: (progress) => {
      if (!process.stderr.isTTY) return;
      const waiting = progress.rateLimited
        ? ` (rate limited, retrying in ${Math.ceil(progress.estimatedWaitMs / 1000)} s)`
        : '';
      process.stderr.write(
        `\rscanning ${progress.pagesDone}/${progress.pagesTotal} ${progress.url}${waiting}\x1b[K`,
      );
    },
  });
  process.stderr.write('\r\x1b[K');
  for (const page of result.pages.filter((page) => page.error))
    console.error(`skipped ${page.url}: ${page.error}`);
  if (json) {
    const fields = result.events.map(
      ({ title, startDate, endDate, location, url: link, imageUrl, description, tier, provenance }) => ({
        title,
        startDate,
        endDate,
        location,
        url: link,
        imageUrl,
        description,
        tier,
        ...(explain ? { provenance } : {}),
      }),
    );
    console.log(JSON.stringify(fields, null, 2));
  } else if (result.events.length === 0) console.log(`No upcoming events found on ${target}.`);
  else
    console.log(
      `${table(result.events, timezone)}\n\n${result.events.length} events from ${result.pages.length} page(s)`,
    );
  if (explain && !json) {
    console.log(`\n${explanation(result.events, result.pages, timezone)}`);
    // What a new source's ZIP would be prefilled with.
    console.log(
      `\nThe venue's ZIP from its page (markup, or its header, footer or contact block): ${result.venueZipCode ?? 'none'}`,
    );
  }
}

runCli(main);
