import { StringPools } from './string-pools';

/** A string equal to `text` but not the same copy (V8 shares literal strings). */
const copyOf = (text: string) => JSON.parse(JSON.stringify(text)) as string;

describe('StringPools', () => {
  it('gives repeated values of a field one copy, keeping every value equal', () => {
    const pools = new StringPools();
    const documents = [0, 1, 2].map((index) => ({ _id: `e${index}`, userId: copyOf('user-1'), n: index }));
    for (const document of documents) pools.share(document);
    expect(documents.map((document) => document.userId)).toEqual(['user-1', 'user-1', 'user-1']);
    expect(documents.map(({ _id }) => _id)).toEqual(['e0', 'e1', 'e2']);
    expect(documents.map(({ n }) => n)).toEqual([0, 1, 2]);
  });

  it('stops pooling a field whose values are mostly distinct, and stays correct after', () => {
    const pools = new StringPools();
    const documents = Array.from({ length: 3000 }, (_, index) => ({
      _id: `id-${index}`,
      kind: copyOf(index % 2 === 0 ? 'event' : 'source'),
    }));
    for (const document of documents) pools.share(document);
    expect(documents.every((document, index) => document._id === `id-${index}`)).toBe(true);
    expect(
      documents.every((document, index) => document.kind === (index % 2 === 0 ? 'event' : 'source')),
    ).toBe(true);
  });

  it('leaves long strings, numbers, nested values and nulls alone', () => {
    const pools = new StringPools();
    const long = 'x'.repeat(1000);
    const document = { _id: 'a', description: long, count: 3, nested: { userId: 'u' }, none: null };
    pools.share(document);
    expect(document).toEqual({ _id: 'a', description: long, count: 3, nested: { userId: 'u' }, none: null });
  });
});
