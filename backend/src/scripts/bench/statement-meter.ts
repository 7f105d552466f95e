import { readFileSync, readdirSync } from 'node:fs';
import { Pool } from 'pg';

/**
 * BENCH_STATEMENTS=N (bench-config.ts): where a phase's PostgreSQL time goes, from
 * pg_stat_statements (top-level and nested statements, execution and planning), per accepted
 * command, so a command's PostgreSQL CPU can be traced to the statements that spend it.
 */
export class StatementMeter {
  constructor(
    private readonly pool: Pool,
    private readonly top: number,
  ) {}

  private sessionsBefore = 0;
  private cpuBefore = new Map<number, number>();
  private threadsBefore = new Map<string, number>();

  async start(): Promise<void> {
    if (this.top === 0) return;
    await this.pool.query(`CREATE EXTENSION IF NOT EXISTS pg_stat_statements`);
    await this.pool.query(`SELECT pg_stat_statements_reset()`);
    this.sessionsBefore = await this.sessions();
    this.cpuBefore = new Map((await this.processes()).map((p) => [p.pid, p.cpuMs]));
    this.threadsBefore = threads();
  }

  /** The server's processes by kind (client backend, autovacuum worker, walwriter…) with their CPU so far. */
  private async processes(): Promise<Array<{ pid: number; kind: string; cpuMs: number }>> {
    const { rows } = await this.pool.query<{ pid: number; kind: string }>(
      `SELECT pid, backend_type || CASE WHEN application_name <> '' THEN ' ' || application_name ELSE '' END AS kind
         FROM pg_stat_activity`,
    );
    return rows.flatMap((row) => {
      try {
        const stat = readFileSync(`/proc/${row.pid}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        return [{ pid: row.pid, kind: row.kind, cpuMs: (Number(fields[11]) + Number(fields[12])) * 10 }];
      } catch {
        return [];
      }
    });
  }

  /** Connections opened on the server so far (a new backend plans and compiles everything again). */
  private async sessions(): Promise<number> {
    const { rows } = await this.pool.query<{ n: string }>(`SELECT sum(sessions)::text AS n FROM pg_stat_database`);
    return Number(rows[0]?.n ?? 0);
  }

  /** The costliest statements since start(), one line each, on stderr. */
  async print(phase: string, commands: number): Promise<void> {
    if (this.top === 0 || commands === 0) return;
    const { rows } = await this.pool.query<{
      ms: number;
      calls: string;
      plan_ms: number;
      rows: string;
      toplevel: boolean;
      query: string;
    }>(
      `SELECT total_exec_time + total_plan_time AS ms, calls::text, total_plan_time AS plan_ms, rows::text,
              toplevel, query
         FROM pg_stat_statements
        WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
        ORDER BY total_exec_time + total_plan_time DESC
        LIMIT $1`,
      [this.top],
    );
    const opened = (await this.sessions()) - this.sessionsBefore;
    const byKind = new Map<string, number>();
    for (const p of await this.processes()) {
      const spent = p.cpuMs - (this.cpuBefore.get(p.pid) ?? 0);
      byKind.set(p.kind, (byKind.get(p.kind) ?? 0) + spent);
    }
    const kinds = [...byKind]
      .filter(([, ms]) => ms > 0)
      .sort((a, b) => b[1] - a[1])
      .map(([kind, ms]) => `${kind} ${(ms / commands).toFixed(2)}`)
      .join(', ');
    console.error(`bench: ${phase}, PostgreSQL CPU ms per command by process (living ones): ${kinds}`);
    const spentByThread = [...threads()]
      .map(([thread, ms]) => [thread, ms - (this.threadsBefore.get(thread) ?? 0)] as const)
      .filter(([, ms]) => ms > 0)
      .sort((a, b) => b[1] - a[1])
      .map(([thread, ms]) => `${thread} ${(ms / commands).toFixed(2)}`)
      .join(', ');
    console.error(`bench: ${phase}, this process's CPU ms per command by thread: ${spentByThread}`);
    console.error(
      `bench: ${phase}, ${opened} connections opened; statements (ms per command; calls per command; nested marked *):`,
    );
    for (const row of rows) {
      const per = (value: number) => (value / commands).toFixed(3);
      const text = row.query.replace(/\s+/g, ' ').slice(0, 160);
      console.error(
        `  ${per(row.ms)} ms (plan ${per(row.plan_ms)}), ${per(Number(row.calls))} calls, ` +
          `${row.toplevel ? ' ' : '*'} ${text}`,
      );
    }
  }
}

/** This process's threads ("tid name") with their CPU milliseconds so far. */
function threads(): Map<string, number> {
  const spent = new Map<string, number>();
  for (const tid of readdirSync('/proc/self/task')) {
    try {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      spent.set(`${tid} ${name}`, (Number(fields[11]) + Number(fields[12])) * 10);
    } catch {
      // ended meanwhile
    }
  }
  return spent;
}
