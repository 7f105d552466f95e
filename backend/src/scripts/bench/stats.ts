/** Latency and throughput summaries, and the printed table. */

export interface LatencySummary {
  count: number;
  perSecond: number;
  p50ms: number;
  p99ms: number;
}

export function summarize(latenciesMs: number[], elapsedMs: number): LatencySummary {
  const sorted = Float64Array.from(latenciesMs).sort();
  const at = (p: number) =>
    // Not empty, and the index is clamped to the last element.
    sorted.length === 0 ? 0 : round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!);
  return {
    count: sorted.length,
    perSecond: Math.round((sorted.length * 1000) / elapsedMs),
    p50ms: at(0.5),
    p99ms: at(0.99),
  };
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = Float64Array.from(values).sort();
  return round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!); // not empty, index clamped
}

export const round = (n: number) => Math.round(n * 10) / 10;

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A plain-text table: the first row is the header. */
export function table(rows: Array<Array<string | number>>): string {
  const [header] = rows;
  if (!header) throw new RangeError('a table needs a header row');
  const widths = header.map((_, c) => Math.max(...rows.map((r) => String(r[c] ?? '').length)));
  const line = (r: Array<string | number>) =>
    r
      .map((cell, c) =>
        typeof cell === 'number' ? String(cell).padStart(widths[c] ?? 0) : String(cell).padEnd(widths[c] ?? 0),
      )
      .join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line)].join('\n');
}
