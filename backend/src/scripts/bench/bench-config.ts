const SECTIONS = ['ceiling', 'http', 'instances', 'rebuild', 'append', 'live'];

export interface BenchConfig {
  /** A PostgreSQL server to use instead of a fresh embedded one (its databases are created and dropped). */
  serverUrl: string | null;
  /** Length of each timed load phase (the ceiling, each HTTP workload, each append run). */
  seconds: number;
  /** Concurrent clients of the HTTP load and of the wide ceiling. */
  clients: number;
  /** Events generated for the rebuild. */
  rebuildEvents: number;
  sections: string[];
  /**
   * Which HTTP workloads run (BENCH_WORKLOADS: floor, withdrawal, deposit, join, create, report,
   * settle); all by default.
   * `floor` is the HTTP stack's own floor (floor.ts), measured before the money commands.
   */
  workloads: string[];
  /**
   * BENCH_STATEMENTS=N: the embedded PostgreSQL preloads pg_stat_statements, and each HTTP phase
   * prints its N costliest statements (execution plus planning time, per accepted command). 0: off.
   */
  statements: number;
}

const WORKLOADS = ['floor', 'withdrawal', 'deposit', 'join', 'create', 'report', 'settle'];

export function benchConfig(env: Record<string, string | undefined>): BenchConfig {
  const number = (name: string, fallback: number) => {
    const value = env[name] === undefined ? fallback : Number(env[name]);
    if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number.`);
    return value;
  };
  const sections = listOf(env.BENCH_SECTIONS, SECTIONS, 'BENCH_SECTIONS');
  return {
    serverUrl: env.BENCH_DATABASE_URL ?? null,
    seconds: number('BENCH_SECONDS', 8),
    clients: number('BENCH_CLIENTS', 32),
    rebuildEvents: number('BENCH_REBUILD_EVENTS', 200_000),
    sections,
    workloads: listOf(env.BENCH_WORKLOADS, WORKLOADS, 'BENCH_WORKLOADS'),
    statements: [undefined, '0'].includes(env.BENCH_STATEMENTS) ? 0 : number('BENCH_STATEMENTS', 0),
  };
}

function listOf(value: string | undefined, known: string[], name: string): string[] {
  const chosen = (value ?? known.join(','))
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = chosen.filter((s) => !known.includes(s));
  if (unknown.length > 0) throw new Error(`${name}: unknown ${unknown.join(', ')} (known: ${known.join(', ')}).`);
  return chosen;
}
