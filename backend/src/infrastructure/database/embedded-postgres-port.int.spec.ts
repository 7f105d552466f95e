import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PORT_FILE } from './embedded-postgres';

/**
 * Issue 22, point 9: a second app on the embedded database (DATABASE_URL pointing at it) must find
 * it again after the first restarts: the port is chosen once and kept in DATA_DIR. Each start runs
 * in a child process (test/embedded-postgres-once.child.ts: start, SELECT 1, stop).
 */
describe('embedded PostgreSQL port', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'courtcash-pg-port-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  const startOnce = () =>
    new Promise<{ port?: number; url?: string; error?: string }>((resolve, reject) => {
      execFile(
        process.execPath,
        ['test/ts-child.js', 'test/embedded-postgres-once.child.ts'],
        { env: { ...process.env, EMBEDDED_DATA_DIR: dataDir }, timeout: 90_000 },
        (error, stdout) => {
          const line = stdout.trim().split('\n').at(-1) ?? '';
          try {
            resolve(JSON.parse(line) as { port?: number; url?: string; error?: string });
          } catch {
            reject(error ?? new Error(`no answer from the child: ${stdout}`));
          }
        },
      );
    });

  it('keeps the same port across restarts, so the old URL works again', async () => {
    const first = await startOnce();
    expect(first.error).toBeUndefined();
    expect(readFileSync(join(dataDir, PORT_FILE), 'utf8').trim()).toBe(String(first.port));
    const second = await startOnce();
    expect(second).toEqual(first);
  }, 180_000);

  it('refuses with a sentence when another program holds the kept port, rather than moving', async () => {
    const squatter: Server = createServer();
    await new Promise<void>((done) => squatter.listen(0, '127.0.0.1', done));
    const port = (squatter.address() as { port: number }).port;
    writeFileSync(join(dataDir, PORT_FILE), `${port}\n`);
    try {
      expect((await startOnce()).error).toMatch(
        new RegExp(`Port ${port}, which the embedded PostgreSQL .* always uses .* is taken by another program`),
      );
    } finally {
      await new Promise((done) => squatter.close(done));
    }
  }, 180_000);

  it('refuses a port file that holds no port', async () => {
    writeFileSync(join(dataDir, PORT_FILE), 'five thousand\n');
    expect((await startOnce()).error).toMatch(/should hold the embedded PostgreSQL's port.*delete it/);
  }, 60_000);
});
