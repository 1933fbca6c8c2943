import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { syncDirectory } from '../infrastructure/sync-directory';

/**
 * Reads a secret kept in a file, creating it with `bytes` random bytes (base64) on first use. The file
 * is written beside its final name, flushed to disk, and hard-linked into place (a rename that never
 * replaces), and then the folder is flushed too: a crash leaves either no file or the whole secret,
 * and a second process starting at the same moment loses the race cleanly. A file shorter than
 * `minLength` characters (cut short by a crash of an older release, or emptied by hand) stops the
 * start rather than being replaced: a new master key could never decrypt what the old one wrapped.
 */
export function readOrCreateSecretFile(file: string, bytes: number, minLength: number): string {
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    writeDurably(temporary, randomBytes(bytes).toString('base64'));
    try {
      fs.linkSync(temporary, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      fs.unlinkSync(temporary);
    }
    syncDirectory(path.dirname(file));
  }
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (secret.length < minLength)
    throw new Error(
      `${file} is ${secret.length === 0 ? 'empty' : `only ${secret.length} characters long`} (at least ${minLength} expected): ` +
        'it was cut short or changed by hand. Restore it from a backup; it is never replaced automatically.',
    );
  return secret;
}

function writeDurably(file: string, content: string): void {
  const descriptor = fs.openSync(file, 'wx', 0o600);
  try {
    fs.writeSync(descriptor, content);
    fs.fsyncSync(descriptor);
  } finally {
    fs.closeSync(descriptor);
  }
}

/** SESSION_SECRET, else DATA_DIR/session.secret (48 random bytes; at least 16 characters either way). */
export function sessionSecretOf(config: { sessionSecret: string | undefined; dataDir: string }): string {
  return config.sessionSecret ?? readOrCreateSecretFile(path.join(config.dataDir, 'session.secret'), 48, 16);
}
