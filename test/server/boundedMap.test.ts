import { BoundedMap } from '../../server/common/boundedMap';

describe('BoundedMap', () => {
  it('holds at most its size, dropping the oldest key set', () => {
    const map = new BoundedMap<string, number>(2);
    map.set('a', 1).set('b', 2).set('c', 3);
    expect([...map]).toEqual([
      ['b', 2],
      ['c', 3],
    ]);
  });

  it('drops nothing when a key it holds is set again', () => {
    const map = new BoundedMap<string, number>(2);
    map.set('a', 1).set('b', 2).set('a', 3);
    expect([...map]).toEqual([
      ['a', 3],
      ['b', 2],
    ]);
  });
});
