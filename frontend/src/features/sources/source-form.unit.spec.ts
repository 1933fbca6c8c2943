import { describe, expect, it } from 'vitest';
import { namePlaceholder, validateNewSource, validateSourceChanges } from './source-form';

describe('validateNewSource', () => {
  it('requires a valid http(s) URL', () => {
    for (const url of ['', 'not a url', 'ftp://example.com', 'javascript:alert(1)']) {
      expect(validateNewSource({ name: '', url, category: 'General', zipCode: '' })).toEqual({
        ok: false,
        errors: { url: 'Please enter a valid URL' },
      });
    }
  });
  it('derives a blank name from the host and keeps a given one', () => {
    expect(
      validateNewSource({
        name: '  ',
        url: 'https://www.thegreenmill.com/events',
        category: 'Music Venue',
        zipCode: '',
      }),
    ).toEqual({
      ok: true,
      data: {
        name: 'thegreenmill.com',
        url: 'https://www.thegreenmill.com/events',
        category: 'Music Venue',
        isActive: true,
        zipCode: null,
      },
    });
    expect(
      validateNewSource({
        name: 'Green Mill',
        url: 'https://thegreenmill.com',
        category: '',
        zipCode: ' 60613 ',
      }),
    ).toMatchObject({
      ok: true,
      data: { name: 'Green Mill', category: 'General', zipCode: '60613' },
    });
  });
  it('shows the derived name as the placeholder', () => {
    expect(namePlaceholder('https://www.halfacrebeer.com/taproom')).toBe('halfacrebeer.com');
    expect(namePlaceholder('nonsense')).toBe('Event Source');
  });
});

describe('validateSourceChanges', () => {
  it('requires name, URL and category with the spec’s messages', () => {
    expect(validateSourceChanges({ name: ' ', url: 'x', category: '', zipCode: '6061' })).toEqual({
      ok: false,
      errors: {
        name: 'Name is required',
        url: 'Please enter a valid URL',
        category: 'Category is required',
        zipCode: 'Please enter a valid US ZIP code (e.g., 12345 or 12345-6789)',
      },
    });
  });
  it('clears the ZIP when it is left blank', () => {
    expect(
      validateSourceChanges({
        name: 'Mill',
        url: 'https://mill.example',
        category: 'Nightlife',
        zipCode: ' ',
      }),
    ).toMatchObject({ ok: true, data: { zipCode: null } });
  });
  it('accepts a complete change', () => {
    expect(
      validateSourceChanges({
        name: ' Mill ',
        url: 'https://mill.example',
        category: 'Nightlife',
        zipCode: '60613-1234',
      }),
    ).toEqual({
      ok: true,
      data: { name: 'Mill', url: 'https://mill.example', category: 'Nightlife', zipCode: '60613-1234' },
    });
  });
});
