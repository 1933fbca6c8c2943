import { formatAddress, tidyAddress, tidyLocation } from './address';

// Issue 26: a venue's address read "IL, 60640": a page's empty fields joined with commas, the ZIP after its own comma.
describe('tidyAddress', () => {
  it.each([
    ['a ZIP after its state', 'Chicago, IL, 60640', 'Chicago, IL 60640'],
    ['a ZIP after a state with empty parts before it', ', , IL, 60640', 'IL 60640'],
    ['a ZIP+4', 'Chicago, IL, 60640-1234', 'Chicago, IL 60640-1234'],
    [
      'a city and state in one part',
      '4802 N Broadway, Chicago IL, 60640',
      '4802 N Broadway, Chicago IL 60640',
    ],
    ['a state written with a full stop', 'Evanston, IL., 60201', 'Evanston, IL 60201'],
    [
      'empty parts and loose spaces',
      'Green Mill ,  , 4802 N  Broadway,, Chicago ,',
      'Green Mill, 4802 N Broadway, Chicago',
    ],
  ])('puts right %s', (_, input, expected) => {
    expect(tidyAddress(input)).toBe(expected);
  });

  it.each([
    ['a well-written address', 'Green Mill, 4802 N Broadway, Chicago, IL 60640'],
    ['a place with no ZIP', 'Lincoln Park'],
    ['a number after a suite, which is no state', 'The Loft, Suite 4B, 60640'],
    ['a lone ZIP', '60640'],
  ])('leaves %s as it is', (_, text) => {
    expect(tidyAddress(text)).toBe(text);
  });

  it('makes text of nothing but commas empty', () => {
    expect(tidyAddress(' , ,')).toBe('');
  });
});

describe('formatAddress', () => {
  it('writes the parts as a US address', () => {
    expect(
      formatAddress({ street: '2201 N Clark St', locality: 'Chicago', region: 'IL', postalCode: '60614' }),
    ).toBe('2201 N Clark St, Chicago, IL 60614');
  });

  it('leaves out the parts a page left empty', () => {
    expect(formatAddress({ street: '', locality: ' ', region: 'IL', postalCode: '60640' })).toBe('IL 60640');
    expect(formatAddress({ locality: 'Chicago', postalCode: '60640' })).toBe('Chicago, 60640');
  });

  it('is null when every part is empty', () => {
    expect(formatAddress({ street: ' ', region: null })).toBeNull();
  });
});

describe('tidyLocation', () => {
  it('tidies a location and makes an empty one null', () => {
    expect(tidyLocation('Chicago, IL, 60640')).toBe('Chicago, IL 60640');
    expect(tidyLocation(' , ')).toBeNull();
    expect(tidyLocation(null)).toBeNull();
    expect(tidyLocation(undefined)).toBeNull();
  });
});
