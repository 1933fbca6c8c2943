import { paddedIso } from './iso-forms';

describe('an ISO value in its standard form', () => {
  it('pads a month, day, hour and offset written without their zeros', () => {
    expect(paddedIso('2024-5-28T16:30+0:00')).toBe('2024-05-28T16:30+00:00');
    expect(paddedIso('2026-12-3T9:05:00-5:00')).toBe('2026-12-03T09:05:00-05:00');
    expect(paddedIso('2026-1-9')).toBe('2026-01-09');
    expect(paddedIso('2026-1-9T8:00Z')).toBe('2026-01-09T08:00Z');
  });

  it('leaves standard values and other forms as they are', () => {
    expect(paddedIso('2026-12-08T19:30:00.000-06:00')).toBe('2026-12-08T19:30:00.000-06:00');
    expect(paddedIso('2026-12-08T1930')).toBe('2026-12-08T1930');
    expect(paddedIso('December 8, 2026')).toBe('December 8, 2026');
  });
});
