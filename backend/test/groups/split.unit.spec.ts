import { estimatedSeconds, SpecCost, splitByTime } from './split';

describe('splitting the grouped specs by measured time', () => {
  it('balances by seconds, not bytes: a small slow file gets a group of its own', () => {
    const specs: SpecCost[] = [
      { file: 'a.e2e.spec.ts', bytes: 1_000, seconds: 90 }, // small and slow (waits, big loops)
      { file: 'b.e2e.spec.ts', bytes: 20_000, seconds: 30 },
      { file: 'c.e2e.spec.ts', bytes: 20_000, seconds: 30 },
      { file: 'd.e2e.spec.ts', bytes: 20_000, seconds: 30 },
    ];
    expect(splitByTime(specs, 2)).toEqual([['a.e2e.spec.ts'], ['b.e2e.spec.ts', 'c.e2e.spec.ts', 'd.e2e.spec.ts']]);
  });

  it('counts a file not measured yet by its bytes at the median measured rate', () => {
    const weights = estimatedSeconds([
      { file: 'a', bytes: 100, seconds: 1 }, // 0.01 s a byte
      { file: 'b', bytes: 100, seconds: 2 }, // 0.02, the median
      { file: 'c', bytes: 100, seconds: 50 }, // 0.5
      { file: 'new', bytes: 1_000 },
    ]);
    expect(weights.get('new')).toBeCloseTo(20);
    expect(weights.get('c')).toBe(50);
  });

  it('with nothing measured, splits by bytes', () => {
    const specs: SpecCost[] = [
      { file: 'a', bytes: 300 },
      { file: 'b', bytes: 200 },
      { file: 'c', bytes: 100 },
      { file: 'd', bytes: 100 },
    ];
    expect(splitByTime(specs, 2)).toEqual([
      ['a', 'd'],
      ['b', 'c'],
    ]);
  });

  it('puts every file in exactly one group, the same split whatever order the files come in', () => {
    const specs: SpecCost[] = Array.from({ length: 40 }, (_, i) => ({
      file: `spec-${String(i).padStart(2, '0')}.e2e.spec.ts`,
      bytes: 1_000 + ((i * 7919) % 5_000),
      seconds: i % 3 === 0 ? undefined : 5 + ((i * 104_729) % 60),
    }));
    const split = splitByTime(specs, 8);
    expect(split.flat().sort()).toEqual(specs.map((spec) => spec.file).sort());
    expect(splitByTime([...specs].reverse(), 8)).toEqual(split);
    // No group is longer than the average plus the longest file (longest-first, into the lightest).
    const weight = estimatedSeconds(specs);
    const totals = split.map((files) => files.reduce((sum, file) => sum + weight.get(file)!, 0));
    const average = totals.reduce((sum, s) => sum + s, 0) / totals.length;
    expect(Math.max(...totals)).toBeLessThanOrEqual(average + Math.max(...weight.values()));
  });
});
