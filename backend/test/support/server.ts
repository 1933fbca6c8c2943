import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from '../../src/server-node-flags';

const START_TIMEOUT_MS = 90_000;
const MAIN = path.join(__dirname, '..', '..', 'dist', 'main.js');

export interface RunningServer {
  url: string;
  dataDir: string;
  /** The server process, to read its memory from /proc. */
  pid: number;
  /** Graceful stop (SIGTERM). */
  stop(): Promise<void>;
  /** kill -9: no shutdown hook runs. */
  kill(): Promise<void>;
  /** Logs so far, for failure messages. */
  output(): string;
  /**
   * The logs once they contain `text`, or as they stand after `timeoutMs`: a log line crosses the
   * child's stdout pipe on its own schedule and may arrive after the HTTP answer it belongs to.
   */
  waitForOutput(text: string, timeoutMs?: number): Promise<string>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Under the jest run's own temp folder (removed at its end, see temp-root.js), else the OS temp dir. */
export function temporaryDataDir(): string {
  const parent = process.env['EVENTFOLD_TEST_TMP'] ?? os.tmpdir();
  return fs.mkdtempSync(path.join(parent, 'eventfold-http-'));
}

/**
 * Starts the real, built server (`node backend/dist/main.js`) on embedded stores. Out of process on
 * purpose: this is what `npm start` runs, and file-type (ESM-only) loads through Node's own require,
 * which jest's module system does not offer.
 */
export async function startServer(
  env: Record<string, string> = {},
  dataDir = temporaryDataDir(),
): Promise<RunningServer> {
  if (!fs.existsSync(MAIN))
    throw new Error(`${MAIN} is missing: run \`npm run build -w backend\` first (nx test does)`);
  // A caller that needs the address in advance (e.g. for PUBLIC_URL) picks the port itself.
  const port = env['PORT'] !== undefined ? Number(env['PORT']) : await freePort();
  let output = '';
  // With the Node flags production runs it with (memory figures measured here are the server's).
  const child: ChildProcess = spawn(process.execPath, [...SERVER_NODE_FLAGS, MAIN], {
    env: {
      PATH: process.env['PATH'] ?? '',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      PASSWORD_SCRYPT_LOG_N: '10',
      LOG_LEVEL: 'warn',
      FRONTEND_DIST: path.join(dataDir, 'no-frontend'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  // A backstop, not a speed check: on a loaded machine loading the server takes tens of seconds.
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited during start-up:\n${output}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start within ${START_TIMEOUT_MS / 1000} s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
    await exited;
  };
  const waitForOutput = async (text: string, timeoutMs = 5000) => {
    const deadline = Date.now() + timeoutMs;
    while (!output.includes(text) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return output;
  };
  return {
    url,
    dataDir,
    pid: child.pid!,
    stop: () => signal('SIGTERM'),
    kill: () => signal('SIGKILL'),
    output: () => output,
    waitForOutput,
  };
}

/** Resolves once the server answers /readyz 200: stores reachable and read models caught up with the log. */
export async function waitUntilReady(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await fetch(`${url}/readyz`)).status !== 200) {
    if (Date.now() > deadline) throw new Error(`${url} not ready after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Read-model documents in a stable order, to compare a live collection with a rebuilt one. */
export function sortById<T extends { _id: string }>(documents: T[]): T[] {
  return [...documents].sort((a, b) => a._id.localeCompare(b._id));
}
