import { execFile } from 'node:child_process';
import path from 'node:path';

const CLI_DIR = path.join(__dirname, '..', '..', 'dist', 'cli');

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs a built command-line tool (`dist/cli/<name>.js`) on a data folder, as `npm run <name>` does. */
export function runCli(name: string, args: string[], dataDir: string): Promise<CliResult> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(CLI_DIR, `${name}.js`), ...args],
      { env: { PATH: process.env['PATH'] ?? '', DATA_DIR: dataDir }, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error === null ? 0 : typeof error.code === 'number' ? error.code : 1;
        resolve({ code, stdout, stderr });
      },
    );
  });
}
