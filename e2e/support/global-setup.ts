import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startMailCapture } from './mail-capture';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    adminEmail: string;
    adminPassword: string;
    /** GET it for the e-mails the app sent so far (a real SMTP server in this process). */
    mailboxURL: string;
  }
}

const ADMIN_EMAIL = 'e2e-admin@example.test';
const ADMIN_PASSWORD = 'e2e-admin-password';

/** Starts `node backend/dist/main.js` exactly as `npm start` does, on a fresh data folder and a free port. */
export default async function setup(project: TestProject) {
  const root = resolve(__dirname, '../..');
  const dataDir = mkdtempSync(join(tmpdir(), 'courtcash-e2e-'));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const output: string[] = [];
  const mail = await startMailCapture();
  const server: ChildProcess = spawn(process.execPath, [join(root, 'backend/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      NODE_ENV: 'test',
      SESSION_SECRET: 'e2e-session-secret',
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      BCRYPT_ROUNDS: '4',
      // A throwaway data folder: no fsync (allowed with NODE_ENV=test only; npm start is always durable).
      EMBEDDED_PG_FSYNC: 'off',
      // Bank transfer is offered only with a configured receiving account.
      BANK_NAME: 'E2E Test Bank',
      BANK_ACCOUNT_TITLE: 'CourtCash Test Account',
      BANK_ACCOUNT_NUMBER: '0000-1111-2222',
      BANK_IBAN: 'PK00TEST0000111122223333',
      SMTP_URL: mail.smtpUrl,
      PUBLIC_URL: baseURL,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));

  await waitForHealth(baseURL, server, output);
  project.provide('baseURL', baseURL);
  project.provide('adminEmail', ADMIN_EMAIL);
  project.provide('adminPassword', ADMIN_PASSWORD);
  project.provide('mailboxURL', mail.mailboxURL);

  return async () => {
    const exited = new Promise((done) => server.once('exit', done));
    server.kill('SIGTERM');
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([exited, new Promise((done) => (timer = setTimeout(done, 15_000)))]);
    clearTimeout(timer);
    if (server.exitCode === null) server.kill('SIGKILL');
    await mail.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

async function waitForHealth(baseURL: string, server: ChildProcess, output: string[]): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the app exited with ${server.exitCode}:\n${output.join('')}`);
    try {
      const res = await fetch(`${baseURL}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  server.kill('SIGKILL');
  throw new Error(`the app did not become healthy within 90 s:\n${output.join('')}`);
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.on('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
