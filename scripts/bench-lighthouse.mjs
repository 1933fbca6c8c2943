/* global process, console */
// Lighthouse's mobile preset (simulated slow 4G, 4x CPU slowdown, a phone's screen) on the landing
// page (signed out) and on the calendar of a signed-in user with a busy venue (BENCH_LIGHTHOUSE_EVENTS
// own events, 300 by default, in this month), in Debian's Chromium with playwright.config.ts's flags.
// Prints performance, Largest Contentful Paint, Total Blocking Time, bytes and accessibility: the
// median run by performance, and every run's score (a loaded machine moves them, the ranking holds).
// Alone, after a build:  BENCH_ONLY=lighthouse npm run bench   (or npm exec -- node scripts/bench-lighthouse.mjs)
// Options (environment): BENCH_LIGHTHOUSE_EVENTS (300), BENCH_LIGHTHOUSE_RUNS (3), BENCH_LIGHTHOUSE_PORT (3197),
// BENCH_LIGHTHOUSE_REPORTS (a folder to keep each run's full report in, as JSON, to see what costs).
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { CHROMIUM, median, recordFigure, requireBuild, startBusyServer } from './bench-browser-server.mjs';

const EVENTS = Number(process.env.BENCH_LIGHTHOUSE_EVENTS ?? 300);
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const PORT = Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 3197);
const DEBUGGING_PORT = PORT + 1;
const REPORTS = process.env.BENCH_LIGHTHOUSE_REPORTS;

/** Issue 28's aims per page: performance score, LCP and TBT in ms; accessibility stays 100. */
const AIMS = {
  landing: { performance: 95, lcp: 2000, tbt: 200 },
  calendar: { performance: 90, lcp: 2000, tbt: 200 },
};

requireBuild('bench-lighthouse');
let server;
let browser;

/** One Lighthouse run of `url` (the default config is the mobile preset), as the figures we print. */
async function audit(url, headers, reportName) {
  const result = await lighthouse(url, {
    port: DEBUGGING_PORT,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    extraHeaders: headers,
  });
  const { categories, audits, runtimeError, runWarnings } = result.lhr;
  if (REPORTS) {
    mkdirSync(REPORTS, { recursive: true });
    writeFileSync(path.join(REPORTS, `${reportName}.json`), result.report);
  }
  if (runtimeError) throw new Error(`lighthouse ${url}: ${runtimeError.code} ${runtimeError.message}`);
  for (const warning of runWarnings) console.warn(`  lighthouse: ${warning}`);
  const failedA11y = Object.values(audits)
    .filter((entry) => entry.scoreDisplayMode === 'binary' && entry.score === 0)
    .filter((entry) =>
      categories.accessibility.auditRefs.some((ref) => ref.id === entry.id && ref.weight > 0),
    )
    .map((entry) => entry.id);
  return {
    performance: Math.round(categories.performance.score * 100),
    accessibility: Math.round(categories.accessibility.score * 100),
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    fcp: audits['first-contentful-paint'].numericValue,
    bytes: audits['total-byte-weight'].numericValue,
    mainThread: audits['mainthread-work-breakdown'].numericValue,
    failedA11y,
  };
}

/** Lighthouse loses a trace now and then on a loaded machine (NO_NAVSTART, "run Lighthouse again"): it is, twice at most. */
async function auditAgainIfLost(url, headers, reportName) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, headers, reportName);
    } catch (error) {
      if (attempt === 3 || !String(error).includes('NO_NAVSTART')) throw error;
      console.warn(`  lighthouse lost the trace of ${reportName}; running it again`);
    }
  }
}

function describe(run) {
  return (
    `performance ${run.performance}, LCP ${(run.lcp / 1000).toFixed(1)} s, TBT ${run.tbt.toFixed(0)} ms, ` +
    `FCP ${(run.fcp / 1000).toFixed(1)} s, ${(run.bytes / 1024).toFixed(0)} KiB, main thread ${(run.mainThread / 1000).toFixed(1)} s, ` +
    `accessibility ${run.accessibility}${run.failedA11y.length ? ` (failing: ${run.failedA11y.join(', ')})` : ''}`
  );
}

async function measure(name, url, headers) {
  const runs = [];
  for (let run = 0; run < RUNS; run++) runs.push(await auditAgainIfLost(url, headers, `${name}-${run + 1}`));
  const byScore = [...runs].sort((a, b) => a.performance - b.performance);
  const middle = byScore[Math.floor(byScore.length / 2)];
  console.log(`${name}, Lighthouse mobile, median of ${RUNS} runs: ${describe(middle)}`);
  console.log(`  performance of each run: ${runs.map((run) => run.performance).join(', ')}`);
  const aim = AIMS[name];
  const lcp = median(runs.map((run) => run.lcp));
  const tbt = median(runs.map((run) => run.tbt));
  recordFigure({
    figure: `Lighthouse mobile, ${name}: performance`,
    value: String(middle.performance),
    aim: `≥ ${aim.performance}`,
    met: middle.performance >= aim.performance,
  });
  recordFigure({
    figure: `Lighthouse mobile, ${name}: LCP`,
    value: `${(lcp / 1000).toFixed(1)} s`,
    aim: `≤ ${aim.lcp / 1000} s`,
    met: lcp <= aim.lcp,
  });
  recordFigure({
    figure: `Lighthouse mobile, ${name}: TBT`,
    value: `${tbt.toFixed(0)} ms`,
    aim: `≤ ${aim.tbt} ms`,
    met: tbt <= aim.tbt,
  });
  recordFigure({
    figure: `Lighthouse mobile, ${name}: bytes`,
    value: `${(middle.bytes / 1024).toFixed(0)} KiB`,
  });
  const accessibility = Math.min(...runs.map((run) => run.accessibility));
  recordFigure({
    figure: `Lighthouse mobile, ${name}: accessibility`,
    value: String(accessibility),
    aim: '100',
    met: accessibility === 100,
  });
}

const loadAtStart = os.loadavg()[0].toFixed(1);
try {
  server = await startBusyServer(PORT, 'eventfold-bench-lighthouse-', EVENTS);
  const { cookie } = server;
  browser = await chromium.launch({
    ...CHROMIUM,
    args: [...CHROMIUM.args, `--remote-debugging-port=${DEBUGGING_PORT}`],
  });
  await measure('landing', `${server.base}/`, {});
  await measure('calendar', `${server.base}/`, { Cookie: cookie });
  const load = `${loadAtStart} at the start, ${os.loadavg()[0].toFixed(1)} at the end, on ${os.cpus().length} cores`;
  console.log(`load average ${load}`);
  recordFigure({ figure: 'load average during the Lighthouse bench', value: load });
} catch (error) {
  console.error(`bench-lighthouse: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await browser?.close();
  await server?.stop();
}
