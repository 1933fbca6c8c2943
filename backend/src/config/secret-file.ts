import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Reads a secret kept in a file, creating it with `bytes` random bytes (base64) on first use. The file
 * is written beside its final name and hard-linked into place, so a second process starting at the
 * same moment either loses the race cleanly or reads the complete secret, never a half-written one.
 */
export function readOrCreateSecretFile(file: string, bytes: number): string {
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    fs.writeFileSync(temporary, randomBytes(bytes).toString('base64'), { mode: 0o600 });
    try {
      fs.linkSync(temporary, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      fs.unlinkSync(temporary);
    }
  }
  return fs.readFileSync(file, 'utf8').trim();
}
