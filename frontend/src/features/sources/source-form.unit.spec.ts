import { describe, expect, it } from 'vitest';
import { namePlaceholder, validateNewSource, validateSourceChanges } from './source-form';

describe('validateNewSource', () => {
  it('requires a valid http(s) URL', () => {
    for (const url of ['', 'not a url', 'ftp://example.com', 'javascript:alert(1)']) {
      expect(validateNewSource({ name: '', url, category: 'General' })).toEqual({
        ok: false,
        errors: { url: 'Please enter a valid URL' },
      });
    }
  });
  it('derives a blank name from the host and keeps a given one', () => {
    expect(
      validateNewSource({ name: '  ', url: 'https://www.thegreenmill.com/events', category: 'Music Venue' }),
    ).toEqual({
      ok: true,
      data: {
        name: 'thegreenmill.com',
        url: 'https://www.thegreenmill.com/events',
        category: 'Music Venue',
        isActive: true,
      },
    });
    expect(
      validateNewSource({ name: 'Green Mill', url: 'https://thegreenmill.com', category: '' }),
    ).toMatchObject({
      ok: true,
      data: { name: 'Green Mill', category: 'General' },
    });
  });
  it('shows the derived name as the placeholder', () => {
    expect(namePlaceholder('https://www.halfacrebeer.com/taproom')).toBe('halfacrebeer.com');
    expect(namePlaceholder('nonsense')).toBe('Event Source');
  });
});

describe('validateSourceChanges', () => {
  it('requires name, URL and category with the spec’s messages', () => {
    expect(validateSourceChanges({ name: ' ', url: 'x', category: '' })).toEqual({
      ok: false,
      errors: { name: 'Name is required', url: 'Please enter a valid URL', category: 'Category is required' },
    });
  });
  it('accepts a complete change', () => {
    expect(
      validateSourceChanges({ name: ' Mill ', url: 'https://mill.example', category: 'Nightlife' }),
    ).toEqual({
      ok: true,
      data: { name: 'Mill', url: 'https://mill.example', category: 'Nightlife' },
    });
  });
});
