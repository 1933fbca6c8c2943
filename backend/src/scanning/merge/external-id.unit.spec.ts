import { titleKey } from './external-id';

/** The key as it was read before plain titles took a shortcut: every ASCII title through the replace. */
const replacedKey = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

describe('title keys', () => {
  it('reads every ASCII title as letters and digits a space apart, shortcut or not', () => {
    const pieces = ['a', 'B', '7', ' ', '  ', '!', '-', 'Show', 'number', '12', '\t', "'", 'x y'];
    let seed = 11;
    const next = (count: number) => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed % count;
    };
    for (let round = 0; round < 5000; round += 1) {
      let title = '';
      for (let length = next(8); length > 0; length -= 1) title += pieces[next(pieces.length)];
      expect(titleKey(title)).toBe(replacedKey(title));
    }
  });

  it.each([
    ['show number 12', 'show number 12'],
    ['Show Number 12', 'show number 12'],
    [' jazz', 'jazz'],
    ['jazz ', 'jazz'],
    ['jazz  night', 'jazz night'],
    ['The Band!', 'the band'],
    ['Café Tacvba', 'cafe tacvba'],
  ])('keys %j as %j', (title, key) => {
    expect(titleKey(title)).toBe(key);
  });
});
