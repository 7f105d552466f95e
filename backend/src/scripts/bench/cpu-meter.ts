import { readFileSync, readdirSync } from 'node:fs';

/**
 * CPU time, read from /proc (Linux), so a phase can say what one command cost the server's thread
 * and the PostgreSQL it started, in CPU milliseconds. Unlike throughput on a shared 2-core machine,
 * this barely moves with other load. Elsewhere (no /proc) it reads null.
 */
export interface CpuReading {
  /** The main thread: the app's event loop (the load generator runs in a worker thread). */
  appMs: number | null;
  /** Every process of the embedded PostgreSQL this process started; null for BENCH_DATABASE_URL. */
  postgresMs: number | null;
  /**
   * This whole process, every thread: the app, its projection worker and the load generator (a
   * worker thread), which share the machine's cores with PostgreSQL.
   */
  processMs: number;
}

const TICK_MS = 10; // USER_HZ is 100 on Linux

export function readCpu(): CpuReading {
  const { user, system } = process.cpuUsage();
  return {
    appMs: ticksMs(`/proc/self/task/${process.pid}/stat`),
    postgresMs: postgresMs(),
    processMs: (user + system) / 1000,
  };
}

/** CPU milliseconds per command (null where not measured). */
export interface CommandCpu {
  /** The app's thread. */
  appMsPerCommand: number | null;
  /** Every PostgreSQL process. */
  postgresMsPerCommand: number | null;
  /** The machine: this process (app, workers, load generator) and PostgreSQL. */
  machineMsPerCommand: number | null;
}

export function cpuPerCommand(before: CpuReading, after: CpuReading, commands: number): CommandCpu {
  const per = (a: number | null, b: number | null) =>
    a === null || b === null || commands === 0 ? null : Math.round(((b - a) / commands) * 100) / 100;
  return {
    appMsPerCommand: per(before.appMs, after.appMs),
    postgresMsPerCommand: per(before.postgresMs, after.postgresMs),
    machineMsPerCommand:
      before.postgresMs === null || after.postgresMs === null
        ? null
        : per(before.processMs + before.postgresMs, after.processMs + after.postgresMs),
  };
}

function ticksMs(path: string): number | null {
  try {
    return statFields(readFileSync(path, 'utf8')).cpuMs;
  } catch {
    return null;
  }
}

/**
 * utime + stime (fields 14 and 15), cutime + cstime (16 and 17: its children that exited and were
 * waited for) and the parent pid (field 4); the name in parentheses may hold spaces.
 */
function statFields(stat: string) {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
  return {
    name,
    ppid: Number(fields[1]),
    cpuMs: (Number(fields[11]) + Number(fields[12])) * TICK_MS,
    exitedChildrenMs: (Number(fields[13]) + Number(fields[14])) * TICK_MS,
  };
}

function postgresMs(): number | null {
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((e) => /^\d+$/.test(e));
  } catch {
    return null;
  }
  const processes: Array<{ pid: number } & ReturnType<typeof statFields>> = [];
  for (const pid of entries) {
    try {
      processes.push({ pid: Number(pid), ...statFields(readFileSync(`/proc/${pid}/stat`, 'utf8')) });
    } catch {
      // gone meanwhile
    }
  }
  const postmasters = new Set(
    processes.filter((p) => p.ppid === process.pid && p.name.startsWith('postgres')).map((p) => p.pid),
  );
  if (postmasters.size === 0) return null;
  // A backend that exited during a phase (a pool closing an idle connection) leaves the sum of the
  // living ones; the postmaster's exited-children time keeps it counted, so a phase never reads less.
  return processes
    .filter((p) => postmasters.has(p.pid) || postmasters.has(p.ppid))
    .reduce((sum, p) => sum + p.cpuMs + (postmasters.has(p.pid) ? p.exitedChildrenMs : 0), 0);
}
