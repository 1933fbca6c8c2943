/* global process, console, performance, document, window, URL, PerformanceObserver */
// Month view render time in Chromium with 1,000 events in the month (issue 4, "Done means").
// Starts the built server on a temporary DATA_DIR with a user whose venue lists the events (see
// bench-browser-server.mjs), then loads / several times and reads the month view's performance mark
// ("month-view-rendered": the 42 cells show the month's events). Since session 21 the server sends `/`
// with the calendar already drawn (frontend/src/entry-server.tsx): the mark is then set by an inline
// script right after the server's HTML of the screen, i.e. when the browser has parsed the grid with
// its events and its styles, before any of the app's script has run (React takes the page over
// later and does not set it again). A page the browser draws itself still gets React's mark.
// Run after a build, on the pinned Node:  npx nx run-many -t build && npm exec -- node scripts/bench-month-render.mjs
// Options (environment): BENCH_EVENTS (1000), BENCH_RUNS (5), BENCH_PORT (3199).
import { existsSync, readFileSync, statSync } from 'node:fs';
import zlib from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM, recordFigure, requireBuild, root, startBusyServer } from './bench-browser-server.mjs';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 1000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 3199);
const MARK = 'month-view-rendered';

requireBuild('bench-month-render');
const BASE = `http://localhost:${PORT}`;
let server;
let browser;

/** Gzipped bytes of each script a page loaded: the build's own .gz copies (what the server sends). */
function gzippedScripts(urls) {
  return [...new Set(urls)]
    .map((url) => {
      const file = path.join(root, 'frontend/dist', new URL(url).pathname);
      const bytes = existsSync(`${file}.gz`)
        ? statSync(`${file}.gz`).size
        : zlib.gzipSync(readFileSync(file)).length;
      return { name: path.basename(file), bytes };
    })
    .sort((a, b) => b.bytes - a.bytes);
}

/** "total KB (the largest: name KB, …)" for a page's scripts. */
function describeScripts(scripts) {
  const kb = (bytes) => (bytes / 1024).toFixed(1);
  const largest = scripts
    .slice(0, 6)
    .map((script) => `${script.name.replace(/-[\w-]{8}\.js$/, '')} ${kb(script.bytes)}`)
    .join(', ');
  return `${scripts.length} files; largest: ${largest}`;
}

const sum = (scripts) => scripts.reduce((total, script) => total + script.bytes, 0);

/** The landing page as a visitor first sees it: its Largest Contentful Paint and the script it loads. */
async function measureLanding() {
  const results = [];
  for (let run = 0; run <= RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
    const page = await context.newPage();
    await page.goto(BASE, { waitUntil: 'networkidle' });
    const result = await page.evaluate(
      () =>
        new Promise((resolve) => {
          new PerformanceObserver((list) => {
            resolve({
              lcp: list.getEntries().at(-1).startTime,
              scripts: performance
                .getEntriesByType('resource')
                .map((entry) => entry.name)
                .filter((name) => new URL(name).pathname.endsWith('.js')),
            });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    if (run > 0) results.push(result);
    await context.close();
  }
  return results;
}

/** The steps whose interaction to next paint is measured, each with what shows it is done. */
const INTERACTIONS = [
  {
    name: 'Week tab',
    click: (page) => page.getByRole('tab', { name: 'Week' }),
    done: '[role="tab"][aria-selected="true"]:text("Week")',
  },
  {
    name: 'List tab',
    click: (page) => page.getByRole('tab', { name: 'List' }),
    done: '[role="tab"][aria-selected="true"]:text("List")',
  },
  { name: 'Month tab', click: (page) => page.getByRole('tab', { name: 'Month' }), done: '[role="table"]' },
  {
    name: 'a day with its events',
    click: (page) => page.locator('.month-more').first(),
    done: '[role="dialog"]',
  },
];

/**
 * Interaction to next paint of switching views and opening a day on the loaded calendar: the Event
 * Timing API's duration of each click (input delay, the handlers and React's work, until the next
 * frame is painted). The largest of RUNS rounds per step.
 */
async function measureInteractions(cookies) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
  await context.addCookies(cookies);
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.__interactions = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.interactionId) window.__interactions.push(entry.duration);
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  });
  await page.goto(BASE, { waitUntil: 'networkidle' });
  const worst = new Map();
  for (let round = 0; round < RUNS; round++) {
    for (const step of INTERACTIONS) {
      await page.evaluate(() => (window.__interactions = []));
      await step.click(page).click();
      await page.locator(step.done).first().waitFor();
      // The entries are delivered after the frame they end with.
      await page.waitForTimeout(300);
      const durations = await page.evaluate(() => window.__interactions);
      worst.set(step.name, Math.max(worst.get(step.name) ?? 0, ...durations, 0));
      if (step.name === 'a day with its events') await page.keyboard.press('Escape');
      await page
        .locator('[role="dialog"]')
        .waitFor({ state: 'detached' })
        .catch(() => undefined);
    }
  }
  await context.close();
  return worst;
}

async function measure(cookies) {
  const results = [];
  for (let run = 0; run <= RUNS; run++) {
    // A fresh context per run: no HTTP cache, no React Query cache; run 0 only warms the server.
    const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
    await context.addCookies(cookies);
    const page = await context.newPage();
    await page.goto(BASE);
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, MARK, {
      timeout: 60_000,
    });
    const result = await page.evaluate((mark) => {
      const rendered = performance.getEntriesByName(mark)[0].startTime;
      const resources = performance.getEntriesByType('resource');
      const events = resources.filter((entry) => entry.name.includes('/api/events?'));
      const session = resources.find((entry) => entry.name.endsWith('/api/auth/user'));
      // The calendar screen's own chunk (frontend/chunking.ts).
      const appCode = resources.find((entry) => new URL(entry.name).pathname.startsWith('/assets/calendar-'));
      const navigation = performance.getEntriesByType('navigation')[0];
      return {
        rendered,
        pageFirstByte: navigation.responseStart,
        pageLoaded: navigation.responseEnd,
        serverRendered: document.getElementById('eventfold-server-render') !== null,
        serverRender: navigation.serverTiming.find((timing) => timing.name === 'render')?.duration ?? 0,
        cells: document.querySelectorAll('[role="table"] [role="cell"]').length,
        chips: document.querySelectorAll('[role="table"] [data-kind]').length,
        sessionAnswered: session?.responseEnd ?? 0,
        appCodeLoaded: appCode?.responseEnd ?? 0,
        eventsAsked: events.length ? Math.min(...events.map((entry) => entry.startTime)) : 0,
        eventsAnswered: Math.max(0, ...events.map((entry) => entry.responseEnd)),
        scripts: resources
          .map((entry) => entry.name)
          .filter((name) => new URL(name).pathname.endsWith('.js')),
      };
    }, MARK);
    if (result.cells !== 42) throw new Error(`expected 42 cells, found ${result.cells}`);
    if (run > 0) results.push(result);
    await context.close();
  }
  return results;
}

// The machine's other work shows in every figure here: printed beside them.
const loadAtStart = os.loadavg()[0].toFixed(1);

try {
  server = await startBusyServer(PORT, 'eventfold-bench-month-', EVENTS);
  const { cookies } = server;
  browser = await chromium.launch(CHROMIUM);
  const landing = await measureLanding();
  const results = await measure(cookies);
  const interactions = await measureInteractions(cookies);
  const slowest = Math.max(...interactions.values());
  console.log(
    `interaction to next paint, worst of ${RUNS} rounds: ${[...interactions].map(([name, ms]) => `${name} ${ms.toFixed(0)} ms`).join(', ')} (aim: under 100 ms)`,
  );
  const times = results.map((r) => r.rendered).sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  console.log(`month view, ${EVENTS} events in the month, ${RUNS} cold loads in Chromium:`);
  for (const [index, r] of results.entries()) {
    console.log(
      `  run ${index + 1}: navigation → grid rendered ${r.rendered.toFixed(0)} ms ` +
        `(page's first byte at ${r.pageFirstByte.toFixed(0)} ms, last at ${r.pageLoaded.toFixed(0)} ms, ` +
        `${r.serverRendered ? `drawn by the server in ${r.serverRender.toFixed(0)} ms` : 'drawn in the browser'}; session answered at ${r.sessionAnswered.toFixed(0)} ms, app code at ${r.appCodeLoaded.toFixed(0)} ms, ` +
        `first /api/events asked at ${r.eventsAsked.toFixed(0)} ms, last answered at ${r.eventsAnswered.toFixed(0)} ms; ` +
        `${r.chips} events shown in 42 cells)`,
    );
  }
  console.log(
    `  median ${median.toFixed(0)} ms, min ${times[0].toFixed(0)} ms, max ${times.at(-1).toFixed(0)} ms (aim: under 300 ms)`,
  );
  const lcps = landing.map((r) => r.lcp).sort((a, b) => a - b);
  const lcp = lcps[Math.floor(lcps.length / 2)];
  const landingScripts = gzippedScripts(landing[0].scripts);
  const calendarScripts = gzippedScripts(results[0].scripts);
  const landingKb = sum(landingScripts) / 1024;
  const calendarKb = sum(calendarScripts) / 1024;
  console.log(`landing page, ${RUNS} cold loads: Largest Contentful Paint median ${lcp.toFixed(0)} ms`);
  console.log(
    `script loaded, gzipped: landing ${landingKb.toFixed(0)} KB (aim ≤ 150), calendar ${calendarKb.toFixed(0)} KB (aim ≤ 300)`,
  );
  console.log(`  landing: ${describeScripts(landingScripts)}`);
  console.log(`  calendar: ${describeScripts(calendarScripts)}`);
  const load = `${loadAtStart} at the start, ${os.loadavg()[0].toFixed(1)} at the end, on ${os.cpus().length} cores`;
  console.log(`load average ${load}`);
  recordFigure({
    figure: 'landing script (gzip)',
    value: `${landingKb.toFixed(0)} KB`,
    aim: '≤ 150 KB',
    met: landingKb <= 150,
  });
  recordFigure({
    figure: 'calendar script (gzip)',
    value: `${calendarKb.toFixed(0)} KB`,
    aim: '≤ 300 KB',
    met: calendarKb <= 300,
  });
  recordFigure({ figure: 'landing LCP (median, Chromium)', value: `${lcp.toFixed(0)} ms` });
  recordFigure({
    figure: `month view first render, ${EVENTS} events`,
    value: `${median.toFixed(0)} ms`,
    aim: '< 300 ms',
    met: median < 300,
  });
  recordFigure({
    figure: `switching month / week / list or opening a day, ${EVENTS} events (interaction to next paint, worst)`,
    value: `${slowest.toFixed(0)} ms`,
    aim: '< 100 ms',
    met: slowest < 100,
  });
  recordFigure({ figure: 'load average during the browser bench', value: load });
} catch (error) {
  console.error(`bench-month-render: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await browser?.close();
  await server?.stop();
}
