import { BoundedMap } from './bounded-map';

describe('BoundedMap', () => {
  it('forgets the oldest key past its capacity, and says which', () => {
    const forgotten: Array<[string, number]> = [];
    const map = new BoundedMap<string, number>(2, (key, value) => forgotten.push([key, value]));
    map.set('a', 1).set('b', 2).set('c', 3);
    expect([...map]).toEqual([
      ['b', 2],
      ['c', 3],
    ]);
    expect(forgotten).toEqual([['a', 1]]);
  });

  it('makes a key set again the newest, so another one is forgotten first', () => {
    const map = new BoundedMap<string, number>(2);
    map.set('a', 1).set('b', 2).set('a', 10).set('c', 3);
    expect([...map]).toEqual([
      ['a', 10],
      ['c', 3],
    ]);
  });

  it('makes a touched key the newest; get leaves the order alone', () => {
    const map = new BoundedMap<string, number>(2);
    map.set('a', 1).set('b', 2);
    expect(map.get('a')).toBe(1);
    expect([...map.keys()]).toEqual(['a', 'b']);
    expect(map.touch('a')).toBe(1);
    expect(map.touch('missing')).toBeUndefined();
    map.set('c', 3);
    expect([...map.keys()]).toEqual(['a', 'c']);
  });

  it('never holds more than its capacity', () => {
    const map = new BoundedMap<number, number>(100);
    for (let i = 0; i < 1000; i++) map.set(i % 250, i);
    expect(map.size).toBe(100);
  });
});
