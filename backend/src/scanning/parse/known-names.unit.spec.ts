import { KnownNames } from './known-names';

describe('known names found where the page writes them', () => {
  const names = new KnownNames(
    ['a', 'div', 'dir', 'class', 'annotation-xml', 'h1'].map((name) => [name, name] as const),
  );
  /** What `find` gives for the name written between the angle brackets of `<…>`. */
  const found = (page: string) => names.find(page, 1, page.length - 1);

  it.each(['<a>', '<A>', '<div>', '<DiV>', '<dir>', '<CLASS>', '<Annotation-XML>', '<h1>', '<H1>'])(
    'finds %s as the lower-cased name',
    (page) => {
      expect(found(page)).toBe(page.slice(1, -1).toLowerCase());
    },
  );

  it.each([
    ['another name of the same length and first letter', '<dix>'],
    ['a longer name', '<divs>'],
    ['a shorter name', '<di>'],
    ['a name that is not known', '<span>'],
    ['a letter that lower-cases to an ASCII one', '<\u212Aa>'],
    ['a non-ASCII lookalike', '<d\u0131v>'],
    ['a name that does not start with a letter', '<1a>'],
    ['a name longer than any kept', `<${'a'.repeat(40)}>`],
  ])('finds nothing for %s', (_, page) => {
    expect(found(page)).toBeUndefined();
  });
});
