import { assignFolds, originRepository } from './folds';

const page = (name: string, repository: string) => ({
  name,
  origin: `${repository} tests/${name}.html@0123abc`,
});

describe('corpus folds', () => {
  it('reads the repository from an origin', () => {
    expect(originRepository(page('a', 'owner/repo'))).toBe('owner/repo');
  });

  it('never puts the pages of one repository in two folds, and balances the folds by pages', () => {
    const pages = [
      ...['a1', 'a2', 'a3', 'a4'].map((name) => page(name, 'big/one')),
      ...['b1', 'b2'].map((name) => page(name, 'mid/two')),
      ...['c1', 'c2'].map((name) => page(name, 'mid/three')),
      page('d1', 'small/four'),
      page('e1', 'small/five'),
    ];
    const folds = assignFolds(pages, 3);
    const foldOf = (names: string[]) => new Set(names.map((name) => folds.get(name)));
    expect(foldOf(['a1', 'a2', 'a3', 'a4']).size).toBe(1);
    expect(foldOf(['b1', 'b2']).size).toBe(1);
    const sizes = [1, 2, 3].map((fold) => [...folds.values()].filter((value) => value === fold).length);
    expect(sizes).toEqual([4, 3, 3]);
  });

  it('gives the same folds whatever order the pages come in', () => {
    const pages = [page('x', 'r/one'), page('y', 'r/two'), page('z', 'r/three'), page('w', 'r/one')];
    expect([...assignFolds(pages, 2)].sort()).toEqual([...assignFolds([...pages].reverse(), 2)].sort());
  });
});
