import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeStartFailure, settlePreviousInstance } from './embedded-postgres-orphans';

/**
 * What start-up does with the postmaster.pid a previous run left behind. Stand-in processes play
 * the old server: `exec -a` gives a `sleep` the command line of a PostgreSQL on the folder.
 */
describe('settlePreviousInstance', () => {
  let dir: string;
  let databaseDir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'courtcash-orphans-'));
    databaseDir = join(dir, 'pg');
    mkdirSync(databaseDir);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const writePidFile = (pid: number) =>
    writeFileSync(join(databaseDir, 'postmaster.pid'), `${pid}\n${databaseDir}\n1700000000\n54321\n/tmp\n*\n`);

  it('does nothing when there is no postmaster.pid', async () => {
    await expect(settlePreviousInstance(databaseDir)).resolves.toBeNull();
  });

  it('leaves a stale file to PostgreSQL (which recovers from its WAL) when the pid is gone', async () => {
    const gone = Number(execFileSync('sh', ['-c', 'sh -c "echo \\$\\$"'], { encoding: 'utf8' }).trim());
    writePidFile(gone);
    await expect(settlePreviousInstance(databaseDir)).resolves.toMatch(
      new RegExp(`PostgreSQL \\(pid ${gone}\\) did not shut down cleanly last time; it recovers`),
    );
  });

  it('removes the file when its pid now belongs to another program', async () => {
    const other = spawn('sleep', ['30']);
    try {
      writePidFile(other.pid!);
      await expect(settlePreviousInstance(databaseDir)).resolves.toMatch(/Removed a stale postmaster.pid/);
      expect(existsSync(join(databaseDir, 'postmaster.pid'))).toBe(false);
    } finally {
      other.kill('SIGKILL');
    }
  });

  it('refuses when a live Node process still owns the PostgreSQL on this folder', async () => {
    // This jest process is the parent: another app is using the folder.
    const owned = spawn('bash', ['-c', `exec -a "postgres -D ${databaseDir}" sleep 30`]);
    await waitForCommandLine(owned.pid!, 'postgres');
    try {
      writePidFile(owned.pid!);
      await expect(settlePreviousInstance(databaseDir)).rejects.toThrow(
        /Another process \(pid \d+\) is already running PostgreSQL .* Stop that app first, or set DATA_DIR/,
      );
    } finally {
      owned.kill('SIGKILL');
    }
  });

  it('stops an orphan (its parent died, as after kill -9) with a fast shutdown and says so', async () => {
    // The stand-in is started by a shell that exits at once, so it is re-parented like an orphan.
    const pid = Number(
      execFileSync(
        'bash',
        ['-c', `(exec -a "postgres -D ${databaseDir}" sleep 30) >/dev/null 2>&1 </dev/null & echo $!`],
        { encoding: 'utf8' },
      ).trim(),
    );
    await waitForCommandLine(pid, 'postgres');
    writePidFile(pid);
    await expect(settlePreviousInstance(databaseDir)).resolves.toMatch(
      new RegExp(`Found PostgreSQL \\(pid ${pid}, port 54321\\) left running .* stopped it with a fast shutdown`),
    );
    // Gone, or exited and waiting for init to reap it.
    expect(processState(pid)).toMatch(/^(gone|Z)/);
  });
});

describe('describeStartFailure', () => {
  it('turns PostgreSQL output into a sentence a person can act on', () => {
    const output = ['FATAL:  lock file "postmaster.pid" already exists', 'HINT:  Is another postmaster running?'];
    expect(describeStartFailure('/data/pg', 5432, output, undefined)).toMatch(
      /^PostgreSQL did not start: another PostgreSQL is running on \/data\/pg\. Stop it, or set DATA_DIR/,
    );
    expect(describeStartFailure('/data/pg', 5432, [], undefined)).toBe(
      'PostgreSQL did not start on /data/pg (port 5432): it exited without saying why',
    );
  });
});

function processState(pid: number): string {
  try {
    return execFileSync('ps', ['-o', 'stat=', '-p', String(pid)], { encoding: 'utf8' }).trim() || 'gone';
  } catch {
    return 'gone';
  }
}

async function waitForCommandLine(pid: number, text: string): Promise<void> {
  for (let i = 0; i < 50; i++) {
    try {
      if (execFileSync('ps', ['-o', 'command=', '-p', String(pid)], { encoding: 'utf8' }).includes(text)) return;
    } catch {
      // not there yet
    }
    await new Promise((done) => setTimeout(done, 20));
  }
}
