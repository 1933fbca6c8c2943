import { UnorderedHolders } from './unordered-holders';

const sorted = (ids: Iterable<string>) => [...ids].sort();

describe('UnorderedHolders', () => {
  it('answers the ids under a prefix and at a key through every shape: one, several, several keys, back', () => {
    const holders = new UnorderedHolders();
    holders.add('u1', 'z', 'a');
    expect(sorted(holders.under('u1'))).toEqual(['a']);
    holders.add('u1', 'z', 'a');
    holders.add('u1', 'z', 'b');
    expect(holders.countUnder('u1')).toBe(2);
    holders.add('u1', 'n5', 'c');
    holders.add('u2', 'z', 'd');
    expect(sorted(holders.under('u1'))).toEqual(['a', 'b', 'c']);
    expect(sorted(holders.at('u1', 'z'))).toEqual(['a', 'b']);
    expect(sorted(holders.at('u1', 'n5'))).toEqual(['c']);
    expect(sorted(holders.at('u1', 'n6'))).toEqual([]);
    expect(sorted(holders.under('u2'))).toEqual(['d']);
    holders.remove('u1', 'z', 'a');
    holders.remove('u1', 'n5', 'c');
    holders.remove('u1', 'n5', 'missing');
    expect(sorted(holders.under('u1'))).toEqual(['b']);
    expect(holders.countUnder('u1')).toBe(1);
    holders.remove('u1', 'z', 'b');
    holders.remove('u2', 'other', 'd');
    expect(holders.countUnder('u1')).toBe(0);
    expect(sorted(holders.under('u1'))).toEqual([]);
    expect(sorted(holders.under('u2'))).toEqual(['d']);
    holders.remove('u2', 'z', 'd');
    expect(holders.countUnder('u2')).toBe(0);
  });
});
