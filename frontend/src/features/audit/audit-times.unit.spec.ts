import { describe, expect, it } from 'vitest';
import { auditTime, localToInstant } from './audit-times';

describe('auditTime', () => {
  it("shows an instant in the auditor's timezone, naming the zone", () => {
    expect(auditTime('2026-12-03T08:30:05.000Z', 'America/Chicago')).toBe('Dec 3, 2026, 2:30:05 AM CST');
    expect(auditTime('2026-07-04T23:00:00.000Z', 'America/Los_Angeles')).toBe('Jul 4, 2026, 4:00:00 PM PDT');
  });

  it('keeps a value it cannot read as it came', () => {
    expect(auditTime('not a time', 'America/Chicago')).toBe('not a time');
  });
});

describe('localToInstant', () => {
  it("reads the filter's wall-clock time in the auditor's timezone", () => {
    expect(localToInstant('2026-12-03T02:30', 'America/Chicago')).toBe('2026-12-03T08:30:00.000Z');
    expect(localToInstant('2026-07-04T16:00', 'America/New_York')).toBe('2026-07-04T20:00:00.000Z');
  });

  it('leaves an empty or unreadable value empty', () => {
    expect(localToInstant('', 'America/Chicago')).toBe('');
    expect(localToInstant('2026-13-40T99:00', 'America/Chicago')).toBe('');
  });
});
