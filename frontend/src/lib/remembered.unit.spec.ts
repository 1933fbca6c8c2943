import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readRemembered, remember } from './remembered';

const schema = z.object({ view: z.enum(['month', 'week', 'list']) });

describe('remembered values', () => {
  it('reads back what was remembered, per storage', () => {
    remember('local', 'test.view', { view: 'week' });
    expect(readRemembered('local', 'test.view', schema)).toEqual({ view: 'week' });
    expect(readRemembered('session', 'test.view', schema)).toBeNull();
  });

  it('ignores what does not fit the schema or is not JSON', () => {
    localStorage.setItem('test.bad', JSON.stringify({ view: 'year' }));
    expect(readRemembered('local', 'test.bad', schema)).toBeNull();
    localStorage.setItem('test.bad', '{not json');
    expect(readRemembered('local', 'test.bad', schema)).toBeNull();
  });
});
