import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Jest globalSetup: every test data directory of one run lives under one parent directory that
 * temp-root-teardown.ts removes at the end, so runs leave no stores behind in the OS temp dir.
 * Workers are spawned after globalSetup and inherit the variable.
 */
export default function createTestTempRoot(): void {
  process.env['EVENTFOLD_TEST_TMP'] = fs.mkdtempSync(path.join(os.tmpdir(), 'eventfold-tests-'));
}
