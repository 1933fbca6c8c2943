/* global process, console */
// `npm run bench`: builds everything, then runs the benchmarks on the pinned Node, and ends with a
// table of every figure beside its aim (the benches append them to BENCH_SUMMARY as JSON lines).
// BENCH_ONLY runs some parts alone, comma-separated: server (backend/src/bench/main.ts),
// month-render (scripts/bench-month-render.mjs), lighthouse (scripts/bench-lighthouse.mjs).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bin, root, runNode } from './run-children.mjs';

const summaryDir = mkdtempSync(path.join(os.tmpdir(), 'eventfold-bench-summary-'));
process.env.BENCH_SUMMARY = path.join(summaryDir, 'figures.jsonl');

function printSummary() {
  let figures;
  try {
    figures = readFileSync(process.env.BENCH_SUMMARY, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line));
  } catch {
    return;
  }
  const width = Math.max(...figures.map((f) => f.figure.length));
  const valueWidth = Math.max(...figures.map((f) => f.value.length));
  console.log('\n=== Summary (all figures of this run) ===');
  for (const { figure, value, aim, met } of figures) {
    const mark = met === undefined ? '' : met ? '  ok' : '  MISSED';
    console.log(`${figure.padEnd(width)}  ${value.padEnd(valueWidth)}  ${aim ? `aim ${aim}` : ''}${mark}`);
  }
  console.log(
    `load average at the end: ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')} on ${os.cpus().length} cores`,
  );
}

const PARTS = [
  { name: 'server', file: 'backend/dist/bench/main.js' },
  // The month view's render time and Lighthouse are measured in Chromium, outside the server's process.
  { name: 'month-render', file: 'scripts/bench-month-render.mjs' },
  { name: 'lighthouse', file: 'scripts/bench-lighthouse.mjs' },
];
const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
const unknown = only?.filter((name) => !PARTS.some((part) => part.name === name)) ?? [];
if (unknown.length > 0) {
  console.error(
    `bench: BENCH_ONLY names no part ${unknown.join(', ')} (parts: ${PARTS.map((p) => p.name).join(', ')})`,
  );
  process.exit(2);
}

try {
  await runNode([bin.nx, 'run-many', '-t', 'build', '--outputStyle=stream']);
  for (const part of PARTS) {
    if (!only || only.includes(part.name)) await runNode([path.join(root, part.file)]);
  }
  printSummary();
} catch (error) {
  printSummary();
  console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  rmSync(summaryDir, { recursive: true, force: true });
}
