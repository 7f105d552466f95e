import { DroppedKeys } from './dropped-keys';

describe('DroppedKeys', () => {
  it('never says no for a key it was given, across its layers', () => {
    const dropped = new DroppedKeys();
    const keys = Array.from({ length: 300_000 }, (_, i) => `user-${i}\u0001tournament-${i * 7}`);
    for (const key of keys) dropped.add(key);
    expect(keys.every((key) => dropped.mayHave(key))).toBe(true);
    expect(dropped.count).toBe(300_000);
  });

  it('says maybe for few keys it was never given (each a read that finds nothing)', () => {
    const dropped = new DroppedKeys();
    for (let i = 0; i < 300_000; i++) dropped.add(`a1b2c3d4-0000-4000-8000-${String(i).padStart(12, '0')}`);
    let maybes = 0;
    for (let i = 0; i < 100_000; i++)
      if (dropped.mayHave(`a1b2c3d4-0000-4000-9000-${String(i).padStart(12, '0')}`)) maybes++;
    expect(maybes / 100_000).toBeLessThan(0.004);
  });

  it('says no to everything when empty', () => {
    expect(new DroppedKeys().mayHave('anything')).toBe(false);
  });
});
