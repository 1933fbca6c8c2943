// `npm run test:security [-- --full]`: the security suite (backend/test/security) against the built
// server. CI runs it small as part of `npm test`; --full uses the outside test's attack sizes and
// prints the figures.
import path from 'node:path';
import { root, runNode } from './run-children.mjs';

const full = process.argv.includes('--full');
const unknown = process.argv.slice(2).filter((arg) => arg !== '--full');
if (unknown.length > 0) {
  console.error(`test:security: unknown argument ${unknown.join(' ')} (only --full)`);
  process.exit(2);
}
const env = { ...process.env, SECURITY_FULL: full ? '1' : '0' };
try {
  await runNode(
    [path.join(root, 'node_modules/.bin/nx'), 'run', '@eventfold/backend:build', '--outputStyle=stream'],
    { env },
  );
  await runNode(
    [
      path.join(root, 'node_modules/jest/bin/jest.js'),
      '--config',
      path.join(root, 'backend/jest.config.js'),
      '--runInBand',
      ...(full ? ['--testTimeout=3600000', '--verbose'] : []),
      'test/security',
      // Findings whose test needs a clock that can be moved by days, beside the code they test.
      'src/identity/sign-in-rate-limits.unit.spec.ts',
    ],
    { env },
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
