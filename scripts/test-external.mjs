/* global process, console */
// The suites that need a real MongoDB or EventStoreDB skip with a printed reason unless MONGODB_URL /
// EVENTSTORE_URL name one (no such server runs on our machines). Where they are set, this runs every
// such suite against them and fails if any of their tests still skipped: a suite gated on a variable
// that is set must run. Without either variable it says so and succeeds.
// Usage: node scripts/test-external.mjs   (after a build: some suites start the built server)
import { readFileSync, readdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root, runNode } from './run-children.mjs';

const VARIABLES = ['MONGODB_URL', 'EVENTSTORE_URL'];
const set = VARIABLES.filter((name) => (process.env[name] ?? '') !== '');
if (set.length === 0) {
  console.log(`test:external: ${VARIABLES.join(' and ')} are not set; the server suites stay skipped`);
  process.exit(0);
}

/** Spec files under `directory`, with the variables they read. */
function gatedSuites(directory) {
  const found = [];
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const file = path.join(directory, entry.name);
    if (entry.isDirectory() && entry.name !== 'node_modules' && entry.name !== 'dist') {
      found.push(...gatedSuites(file));
    } else if (entry.isFile() && entry.name.endsWith('.spec.ts')) {
      const text = readFileSync(file, 'utf8');
      const reads = VARIABLES.filter((name) =>
        new RegExp(`process\\.env(\\.${name}|\\['${name}'\\])`).test(text),
      );
      if (reads.length > 0) found.push({ file, reads });
    }
  }
  return found;
}

const backend = path.join(root, 'backend');
const runnable = gatedSuites(backend).filter(({ reads }) => reads.every((name) => set.includes(name)));
console.log(`test:external: ${set.join(', ')} set; running ${runnable.length} suites:`);
for (const { file } of runnable) console.log(`  ${path.relative(root, file)}`);

const outputDir = mkdtempSync(path.join(os.tmpdir(), 'eventfold-external-'));
const report = path.join(outputDir, 'jest.json');
try {
  let failed = null;
  await runNode(
    [
      path.join(root, 'node_modules/jest/bin/jest.js'),
      '--ci',
      '--runInBand',
      '--json',
      `--outputFile=${report}`,
      ...runnable.map(({ file }) => path.relative(backend, file)),
    ],
    { cwd: backend },
  ).catch((error) => (failed = error));
  const results = JSON.parse(readFileSync(report, 'utf8'));
  const skipped = results.testResults.flatMap((suite) =>
    suite.assertionResults
      .filter((test) => test.status === 'pending' || test.status === 'skipped')
      .map((test) => `${path.relative(root, suite.name)}: ${test.fullName}`),
  );
  if (skipped.length > 0) {
    console.error(`test:external: ${skipped.length} tests skipped although their servers are set:`);
    for (const line of skipped) console.error(`  ${line}`);
    process.exitCode = 1;
  }
  if (failed !== null) throw failed;
  console.log(`test:external: ${results.numPassedTests} passed against ${set.join(', ')}`);
} catch (error) {
  console.error(`test:external: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  rmSync(outputDir, { recursive: true, force: true });
}
