// Starts the built API for the browser tests on empty embedded stores: wipes DATA_DIR first and
// drops any store URLs inherited from the shell, so a run never touches someone's real data.
import { spawn } from 'node:child_process';
import { rmSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = process.env.DATA_DIR;
if (!dataDir) {
  console.error('e2e-server: DATA_DIR must be set (playwright.config.ts sets it)');
  process.exit(2);
}
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

const env = { ...process.env };
delete env.EVENTSTORE_URL;
delete env.MONGODB_URL;
// The browser tests serve their venue sites on 127.0.0.1, which the scanner refuses otherwise;
// and they never reach a real language model.
env.SCANNER_ALLOWED_HOSTS = '127.0.0.1';
delete env.OPENAI_API_KEY;

const server = spawn(process.execPath, [path.join(root, 'backend/dist/main.js')], { env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
