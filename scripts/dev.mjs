// `npm run dev`: the API rebuilt and restarted on every change, and Vite with hot reload on
// http://localhost:5173 proxying /api and /auth to it. Ctrl-C stops everything.
//
// Why tsc watchers plus `node --watch` rather than a TypeScript loader: Nest needs decorator
// metadata, which only the real compiler emits faithfully, and the API then runs exactly the
// JavaScript that `npm start` runs.
import path from 'node:path';
import { bin, root, runNode, startNode } from './run-children.mjs';

const apiPort = process.env.PORT ?? '3000';
const libraries = ['contracts', 'projections', 'backend'];

console.log('[dev] building the API and the packages it uses…');
await runNode([bin.nx, 'run', '@eventfold/backend:build', '--outputStyle=stream']);

const children = [];
for (const pkg of libraries) {
  children.push(
    startNode(`[tsc:${pkg}]`, [
      bin.tsc,
      '-w',
      '--preserveWatchOutput',
      '-p',
      path.join(root, pkg, 'tsconfig.build.json'),
    ]),
  );
}
// node --watch follows every module the API loads, the compiled contracts and projections included.
children.push(
  startNode('[api]', ['--watch', '--enable-source-maps', path.join(root, 'backend/dist/main.js')], {
    env: { ...process.env, PORT: apiPort },
  }),
);
children.push(
  startNode('[web]', [bin.vite], {
    cwd: path.join(root, 'frontend'),
    env: { ...process.env, API_URL: `http://localhost:${apiPort}` },
  }),
);

let stopping = false;
function stopAll(exitCode) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  // A child that ignores SIGTERM must not keep the terminal hostage.
  setTimeout(() => process.exit(exitCode), 3000).unref();
  Promise.all(
    children.map(
      (child) => new Promise((resolve) => (child.exitCode !== null ? resolve() : child.on('exit', resolve))),
    ),
  ).then(() => process.exit(exitCode));
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
for (const child of children) {
  // A watcher or Vite dying leaves a half-working setup; better to stop and say so.
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`[dev] a process exited (${code ?? signal}); stopping the others`);
    stopAll(code || 1);
  });
}
console.log(`[dev] web: http://localhost:5173  api: http://localhost:${apiPort}`);
