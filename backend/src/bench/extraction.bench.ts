import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { extractEvents } from '../scanning/extract-events';
import { type FetchedDocument } from '../scanning/scanned-event';

const CORPUS = path.join(__dirname, '../../test/fixtures/venues');
const CONTEXT = { timezone: 'America/Chicago', now: new Date('2026-12-01T15:00:00Z') };
const ROUNDS = 20;

function corpus(): FetchedDocument[] {
  return readdirSync(CORPUS)
    .filter((file) => /\.(html|ics)$/.test(file))
    .map((file) => ({
      url: `https://venues.test/${file}`,
      contentType: file.endsWith('.ics') ? 'text/calendar' : 'text/html',
      body: readFileSync(path.join(CORPUS, file), 'utf8'),
    }));
}

/** A plain listing page of about 1 MB: the heuristic's worst case, one card per event. */
function largeListing(): FetchedDocument {
  const cards: string[] = [];
  for (let index = 0; cards.join('').length < 1024 * 1024; index += 1) {
    const day = (index % 28) + 1;
    cards.push(
      `<div class="card"><p class="date">Dec ${day}, 2027</p><h3><a href="/e/${index}">Show number ${index}</a></h3><p class="time">${(index % 4) + 7}pm</p><p>Some words about the band and the night ahead.</p></div>\n`,
    );
  }
  return {
    url: 'https://venues.test/big.html',
    contentType: 'text/html',
    body: `<html><body><div class="grid">${cards.join('')}</div></body></html>`,
  };
}

/** Extraction only (no network): pages per second over the corpus, and one 1 MB listing page. */
export async function run(): Promise<void> {
  const pages = corpus();
  pages.forEach((page) => extractEvents(page, CONTEXT));
  const started = performance.now();
  for (let round = 0; round < ROUNDS; round += 1) pages.forEach((page) => extractEvents(page, CONTEXT));
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `corpus: ${pages.length} pages x ${ROUNDS} rounds in ${seconds.toFixed(2)} s = ${((pages.length * ROUNDS) / seconds).toFixed(0)} pages/s`,
  );

  const big = largeListing();
  const bigStarted = performance.now();
  const events = extractEvents(big, CONTEXT);
  const bigMs = performance.now() - bigStarted;
  console.log(
    `1 MB listing page (${(big.body.length / 1024 / 1024).toFixed(2)} MB): ${events.length} events in ${bigMs.toFixed(0)} ms`,
  );
}
