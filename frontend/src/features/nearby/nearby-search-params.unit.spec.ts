import { describe, expect, it } from 'vitest';
import { readNearbySearchParams, withNearbySearchParams } from './nearby-search-params';

const read = (query: string) => readNearbySearchParams(new URLSearchParams(query));

describe('readNearbySearchParams', () => {
  it('reads a ZIP and a radius the page accepts', () => {
    expect(read('zip=60614&radius=50')).toEqual({ zip: '60614', radius: 50 });
    expect(read('zip=60614-1234&radius=7')).toEqual({ zip: '60614-1234', radius: 7 });
    expect(read('radius=1')).toEqual({ radius: 1 });
    expect(read('radius=100')).toEqual({ radius: 100 });
  });

  it('leaves out what the page would not accept, so the settings apply', () => {
    expect(read('')).toEqual({});
    expect(read('zip=1234&radius=0')).toEqual({});
    expect(read('zip=abcde&radius=101')).toEqual({});
    expect(read('zip=606145&radius=25.5')).toEqual({});
    expect(read('zip=&radius=')).toEqual({});
    expect(read('radius=25mi')).toEqual({});
    expect(read('radius=-5')).toEqual({});
  });
});

describe('withNearbySearchParams', () => {
  it('writes the ZIP and radius and keeps other parameters', () => {
    const next = withNearbySearchParams(new URLSearchParams('zip=10001&other=1'), {
      zip: '60614',
      radius: 50,
    });
    expect(next.toString()).toBe('zip=60614&other=1&radius=50');
  });

  it('drops the ZIP when there is none, and what it writes reads back the same', () => {
    expect(withNearbySearchParams(new URLSearchParams('zip=10001'), { zip: '', radius: 25 }).toString()).toBe(
      'radius=25',
    );
    const search = { zip: '99950', radius: 10 };
    expect(readNearbySearchParams(withNearbySearchParams(new URLSearchParams(), search))).toEqual(search);
  });
});
