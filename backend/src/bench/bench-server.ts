import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from '../server-node-flags';

const MAIN = path.join(__dirname, '..', 'main.js');

export interface BenchServer {
  url: string;
  /** The server process, to read its memory from /proc. */
  pid: number;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * The built server in its own process, as `npm start` runs it (with its Node flags): the load generator must not share
 * its event loop, or the figures would measure both.
 */
export async function startBenchServer(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<BenchServer> {
  const port = await freePort();
  let output = '';
  // BENCH_CPU_PROF=dir: the server writes a CPU profile there on exit (open it in Chrome's DevTools).
  const profile = process.env['BENCH_CPU_PROF'];
  const nodeArgs = profile === undefined ? [] : ['--cpu-prof', `--cpu-prof-dir=${profile}`];
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...nodeArgs, MAIN], {
    env: {
      PATH: process.env['PATH'] ?? '',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PASSWORD_SCRYPT_LOG_N: '10',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 600_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited during start-up:\n${output}`);
    const ready = await fetch(`${url}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server was not ready within 600 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    pid: child.pid!,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
