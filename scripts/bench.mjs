// `npm run bench`: builds everything, then runs the benchmarks in one process on the pinned Node.
import path from 'node:path';
import { bin, root, runNode } from './run-children.mjs';

try {
  await runNode([bin.nx, 'run-many', '-t', 'build', '--outputStyle=stream']);
  await runNode([path.join(root, 'backend/dist/bench/main.js')]);
  // The month view's render time is measured in Chromium, outside the server's process.
  await runNode([path.join(root, 'scripts/bench-month-render.mjs')]);
} catch (error) {
  console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
