import fs from 'node:fs';

/** Jest globalTeardown: removes the run's temp folder made by temp-root-setup.ts. */
export default function removeTestTempRoot(): void {
  const dir = process.env['EVENTFOLD_TEST_TMP'];
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
}
