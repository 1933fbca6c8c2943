import fs from 'node:fs';

/** What time it is, for work that waits for a moment (reminders, mail digests): tests set it. */
export interface Clock {
  now(): Date;
}

export const CLOCK = Symbol('CLOCK');

export const systemClock: Clock = { now: () => new Date() };

/**
 * The system clock, unless `TEST_CLOCK_FILE` names a file holding an ISO instant: then that instant,
 * read afresh each time, so a test moves time forward by writing the file instead of waiting. A
 * missing or unreadable file reads as the system time.
 */
export function clockFromEnv(env: NodeJS.ProcessEnv = process.env): Clock {
  const file = env['TEST_CLOCK_FILE']?.trim();
  if (!file) return systemClock;
  return {
    now: () => {
      try {
        const instant = Date.parse(fs.readFileSync(file, 'utf8').trim());
        return Number.isNaN(instant) ? new Date() : new Date(instant);
      } catch {
        return new Date();
      }
    },
  };
}
