import { expect, it } from 'vitest';
import { relativeTime } from './relative-time';

it('relativeTime names the distance in the largest whole unit', () => {
  const now = Date.parse('2026-03-10T12:00:00Z');
  expect(relativeTime('2026-03-10T11:59:30Z', now)).toBe('just now');
  expect(relativeTime('2026-03-10T11:55:00Z', now)).toBe('5 minutes ago');
  expect(relativeTime('2026-03-09T12:00:00Z', now)).toBe('yesterday');
  expect(relativeTime('not a date', now)).toBe('');
});
