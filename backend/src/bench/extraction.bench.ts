import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DateTime } from 'luxon';
import { DEFAULT_CORPUS_DIR, readCorpus } from '../scanning/evaluation/corpus-page';
import { extractEvents } from '../scanning/extract-events';
import { largeListing } from '../scanning/testing/large-listing';
import { type ExtractionContext, type FetchedDocument } from '../scanning/scanned-event';

const CORPUS = path.join(__dirname, '../../test/fixtures/venues');
const CONTEXT = { timezone: 'America/Chicago', now: new Date('2026-12-01T15:00:00Z') };
const ROUNDS = 20;
/** The real pages are larger: fewer rounds keep the bench short on a shared machine. */
const SHARED_ROUNDS = 3;

function corpus(): FetchedDocument[] {
  return readdirSync(CORPUS)
    .filter((file) => /\.(html|ics)$/.test(file))
    .map((file) => ({
      url: `https://venues.test/${file}`,
      contentType: file.endsWith('.ics') ? 'text/calendar' : 'text/html',
      body: readFileSync(path.join(CORPUS, file), 'utf8'),
    }));
}

/** The shared corpus of real pages beside the repository, each with its own zone and date. */
function sharedCorpus(): Array<{ document: FetchedDocument; context: ExtractionContext }> {
  return readCorpus(DEFAULT_CORPUS_DIR).map((page) => ({
    document: {
      url: `https://corpus.test/${path.basename(page.file)}`,
      contentType: page.file.endsWith('.ics') ? 'text/calendar' : 'text/html',
      body: readFileSync(page.file, 'utf8'),
    },
    context: { timezone: page.timezone, now: DateTime.fromISO(page.now, { zone: page.timezone }).toJSDate() },
  }));
}

/** Wall-clock and CPU time of a run: on a shared machine the CPU time is the steadier figure. */
function timed<T>(work: () => T): { result: T; ms: number; cpuMs: number } {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const result = work();
  const used = process.cpuUsage(cpu);
  return { result, ms: performance.now() - started, cpuMs: (used.user + used.system) / 1000 };
}

function rate(
  label: string,
  pages: Array<{ document: FetchedDocument; context: ExtractionContext }>,
  rounds: number,
): void {
  pages.forEach(({ document, context }) => extractEvents(document, context));
  const { ms, cpuMs } = timed(() => {
    for (let round = 0; round < rounds; round += 1)
      pages.forEach(({ document, context }) => extractEvents(document, context));
  });
  const count = pages.length * rounds;
  console.log(
    `${label}: ${pages.length} pages x ${rounds} rounds in ${(ms / 1000).toFixed(2)} s = ${((count * 1000) / ms).toFixed(0)} pages/s (${((count * 1000) / cpuMs).toFixed(0)} pages per CPU-second)`,
  );
}

/** Extraction only (no network): pages per second over both corpora, and one 1 MB listing page. */
export async function run(): Promise<void> {
  rate(
    'venue fixtures',
    corpus().map((document) => ({ document, context: CONTEXT })),
    ROUNDS,
  );
  if (existsSync(DEFAULT_CORPUS_DIR)) rate('shared corpus of real pages', sharedCorpus(), SHARED_ROUNDS);
  else console.log(`shared corpus of real pages: not measured, no corpus at ${DEFAULT_CORPUS_DIR}`);

  const big = largeListing();
  extractEvents(big, CONTEXT);
  const { result: events, ms, cpuMs } = timed(() => extractEvents(big, CONTEXT));
  console.log(
    `1 MB listing page (${(big.body.length / 1024 / 1024).toFixed(2)} MB): ${events.length} events in ${ms.toFixed(0)} ms (${cpuMs.toFixed(0)} ms CPU)`,
  );
}
