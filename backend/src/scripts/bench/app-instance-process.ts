import { ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';

export interface AppInstance {
  name: string;
  child: ChildProcess;
  /** http://127.0.0.1:{port} */
  base: string;
}

/**
 * One SESSION_SECRET for every instance this process starts, as production requires: it signs the
 * cookies and keys the stored second factors, so a session or a factor made on one instance works
 * on another.
 */
const SHARED_SESSION_SECRET = randomBytes(48).toString('base64url');

/**
 * Starts app-instance.ts in a process of its own on `databaseUrl`, told apart in pg_stat_activity by
 * its application_name, and resolves once it serves. Compiled (the bench) it runs the .js beside
 * this file; from the TypeScript sources (specs) through the transpile-on-require hook.
 */
export async function startAppInstance(
  databaseUrl: string,
  name: string,
  env: Record<string, string> = {},
): Promise<AppInstance> {
  const url = new URL(databaseUrl);
  url.searchParams.set('application_name', name);
  const compiled = __filename.endsWith('.js');
  const child = spawn(
    process.execPath,
    compiled ? [join(__dirname, 'app-instance.js')] : ['test/ts-child.js', 'src/scripts/bench/app-instance.ts'],
    {
      cwd: join(__dirname, '../../..'),
      env: { ...process.env, SESSION_SECRET: SHARED_SESSION_SECRET, ...env, DATABASE_URL: url.toString() },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve((JSON.parse(line) as { port: number }).port);
    });
    child.on('exit', (code) => reject(new Error(`app instance ${name} exited with ${code}: ${errors}`)));
  });
  // Stopped (exit 0) or killed at the end is expected; a failure exit is reported with its stderr.
  child.on('exit', (code) => {
    if (code !== null && code !== 0) console.error(`app instance ${name} exited (${code}): ${errors.slice(-2000)}`);
  });
  return { name, child, base: `http://127.0.0.1:${port}` };
}
