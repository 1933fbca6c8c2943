import { describe, expect, it } from 'vitest';
import { type EventSource } from '@eventfold/contracts';
import { duplicateSource, sourceUrlKey } from './duplicate-source';

describe('sourceUrlKey', () => {
  it('reads the same page typed differently as one', () => {
    const key = sourceUrlKey('https://www.crowsnest.test/shows');
    for (const same of [
      'http://crowsnest.test/shows',
      'https://WWW.CrowsNest.test/shows/',
      'https://crowsnest.test:443/shows#next',
      '  https://crowsnest.test/shows  ',
    ])
      expect(sourceUrlKey(same)).toBe(key);
  });

  it('keeps other pages apart, and reads no key from text that is not a URL', () => {
    const key = sourceUrlKey('https://crowsnest.test/shows');
    expect(sourceUrlKey('https://crowsnest.test/Shows')).not.toBe(key);
    expect(sourceUrlKey('https://crowsnest.test/shows?month=5')).not.toBe(key);
    expect(sourceUrlKey('https://crowsnest.test:8080/shows')).not.toBe(key);
    expect(sourceUrlKey('crows nest')).toBeNull();
  });
});

describe('duplicateSource', () => {
  const source = { id: 's1', name: "The Crow's Nest", url: 'https://crowsnest.test/shows' } as EventSource;
  it('finds the venue already added for the page', () => {
    expect(duplicateSource([source], 'https://www.crowsnest.test/shows/')).toBe(source);
    expect(duplicateSource([source], 'https://crowsnest.test/calendar')).toBeNull();
    expect(duplicateSource([source], '')).toBeNull();
  });

  it('does not count the venue being edited as a duplicate of itself', () => {
    const other = { id: 's2', name: 'Crows Nest Tickets', url: 'https://tickets.test/crows' } as EventSource;
    expect(duplicateSource([source, other], 'https://crowsnest.test/shows', 's1')).toBeNull();
    expect(duplicateSource([source, other], 'https://tickets.test/crows/', 's1')).toBe(other);
  });
});
