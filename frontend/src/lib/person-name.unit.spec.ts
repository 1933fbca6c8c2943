import { describe, expect, it } from 'vitest';
import { personInitials, personName } from './person-name';

describe('personName', () => {
  it('prefers the name, then first and last, then Someone', () => {
    expect(personName({ name: 'Ada L.', firstName: 'Ada', lastName: 'Lovelace' })).toBe('Ada L.');
    expect(personName({ name: ' ', firstName: 'Ada', lastName: 'Lovelace' })).toBe('Ada Lovelace');
    expect(personName({ name: null, firstName: null, lastName: null })).toBe('Someone');
  });

  it('gives up to two initials', () => {
    expect(personInitials({ name: 'ada byron lovelace', firstName: null })).toBe('AB');
    expect(personInitials({ name: null, firstName: null })).toBe('?');
  });
});
