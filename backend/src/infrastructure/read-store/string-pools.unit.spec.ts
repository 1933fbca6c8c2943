import { StringPools } from './string-pools';

/** A string equal to `text` but not the same copy (V8 shares literal strings). */
const copyOf = (text: string) => JSON.parse(JSON.stringify(text)) as string;

describe('StringPools', () => {
  it('gives repeated values of a field one copy, keeping every value equal', () => {
    const pools = new StringPools();
    const documents = [0, 1, 2].map((index) => ({ _id: `e${index}`, userId: copyOf('user-1'), n: index }));
    const compacted = documents.map((document) => pools.compact(document));
    expect(compacted).toEqual(documents);
    expect(compacted.map((document) => Object.keys(document))).toEqual(documents.map((d) => Object.keys(d)));
  });

  it('stops pooling a field whose values are mostly distinct, and stays correct after', () => {
    const pools = new StringPools();
    const documents = Array.from({ length: 3000 }, (_, index) => ({
      _id: `id-${index}`,
      kind: copyOf(index % 2 === 0 ? 'event' : 'source'),
    }));
    const compacted = documents.map((document) => pools.compact(document));
    expect(compacted).toEqual(documents);
  });

  it('leaves long strings, numbers, nested values and nulls alone', () => {
    const pools = new StringPools();
    const long = 'x'.repeat(1000);
    const document = { _id: 'a', description: long, count: 3, nested: { userId: 'u' }, none: null };
    const compacted = pools.compact(document);
    expect(compacted).toEqual({ _id: 'a', description: long, count: 3, nested: { userId: 'u' }, none: null });
    expect(compacted.nested).toBe(document.nested);
  });
});
