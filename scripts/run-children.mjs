// Shared by the dev and bench scripts: run tools (through their node_modules/.bin links) on the
// Node that runs this script (the pinned Node 24 when started through npm), prefix their output,
// and stop them together.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const bin = {
  nx: path.join(root, 'node_modules/.bin/nx'),
  tsc: path.join(root, 'node_modules/.bin/tsc'),
  vite: path.join(root, 'node_modules/.bin/vite'),
};

/** Runs `node <args>` to completion; rejects on a non-zero exit so callers can stop early. */
export function runNode(args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`node ${args.join(' ')} exited with ${code ?? signal}`)),
    );
  });
}

function prefixLines(stream, label, target) {
  let pending = '';
  stream.on('data', (chunk) => {
    const lines = (pending + chunk.toString()).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) target.write(`${label} ${line}\n`);
  });
  stream.on('end', () => pending && target.write(`${label} ${pending}\n`));
}

/** Starts a long-running `node <args>` whose output is prefixed with its label. */
export function startNode(label, args, options = {}) {
  const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], ...options });
  prefixLines(child.stdout, label, process.stdout);
  prefixLines(child.stderr, label, process.stderr);
  return child;
}
