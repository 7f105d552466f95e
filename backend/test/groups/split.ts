/**
 * How the grouped integration specs are split into groups (spec-groups.ts): by each file's measured
 * time in its group (spec-times.json), so the groups take about as long as each other and the tier
 * does not end with one worker running the one long group. A spec file with no measurement yet (a
 * new one) counts as its size in bytes times the measured files' median seconds per byte. No clock
 * is read here: the split is the same on every machine and in every run.
 */

export interface SpecCost {
  /** Path from backend/, e.g. src/modules/wallet/deposit.e2e.spec.ts. */
  file: string;
  bytes: number;
  /** Measured wall time in its group (spec-times.json), if any. */
  seconds?: number;
}

/** Each file's weight: its measured seconds, or its bytes at the measured files' median rate. */
export function estimatedSeconds(specs: readonly SpecCost[]): Map<string, number> {
  const rates = specs
    .filter((spec) => spec.seconds !== undefined && spec.bytes > 0)
    .map((spec) => spec.seconds! / spec.bytes)
    .sort((a, b) => a - b);
  // With nothing measured at all, bytes alone (any constant rate gives the same split).
  const rate = rates.length > 0 ? rates[Math.floor(rates.length / 2)] : 1;
  return new Map(specs.map((spec) => [spec.file, spec.seconds ?? spec.bytes * rate]));
}

/**
 * Longest first, each into the group with the least time so far (the first such group on a tie):
 * within 4/3 of the best possible longest group, and never a group longer than its longest file
 * plus the average. Each group's files come back in path order.
 */
export function splitByTime(specs: readonly SpecCost[], groups: number): string[][] {
  const weight = estimatedSeconds(specs);
  const ordered = [...specs].sort((a, b) => weight.get(b.file)! - weight.get(a.file)! || byPath(a.file, b.file));
  const split = Array.from({ length: groups }, () => ({ seconds: 0, files: [] as string[] }));
  for (const { file } of ordered) {
    const lightest = split.reduce((min, group) => (group.seconds < min.seconds ? group : min));
    lightest.files.push(file);
    lightest.seconds += weight.get(file)!;
  }
  return split.map((group) => group.files.sort(byPath));
}

/** Code-unit order: the same under every locale. */
function byPath(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
