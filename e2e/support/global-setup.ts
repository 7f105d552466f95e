import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Secret, TOTP } from 'otpauth';
import { request } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { listeningOn } from './app-process';
import { startBrowserServer } from './browser';
import { startMailCapture } from './mail-capture';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** The start-up admin's session (cookies), signed in through both steps once for the run: signInAdmin. */
    adminSession: AdminSession;
    /** The run's Chromium, shared by the test files: connectBrowser. */
    browserWSEndpoint: string;
    /** GET it for the e-mails the app sent so far (a real SMTP server in this process). */
    mailboxURL: string;
  }
}

type AdminSession = Awaited<ReturnType<Awaited<ReturnType<typeof request.newContext>>['storageState']>>;

const ADMIN_EMAIL = 'e2e-admin@example.test';
const ADMIN_PASSWORD = 'e2e-admin-password';

/**
 * Starts `node backend/dist/main.js` exactly as `npm start` does, on a fresh data folder and a free
 * port; one Chromium for the run's test files; and signs the start-up admin in (enrolling its TOTP
 * second factor, as a first sign-in does).
 */
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

  const browserServer = await startBrowserServer();
  await waitForHealth(baseURL, port, server, output);
  project.provide('baseURL', baseURL);
  project.provide('adminSession', await signInAdmin(baseURL));
  project.provide('browserWSEndpoint', browserServer.wsEndpoint());
  project.provide('mailboxURL', mail.mailboxURL);

  return async () => {
    await browserServer.close();
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

/** The admin's first sign-in: password, TOTP setup and the first code. Returns the session's cookies. */
async function signInAdmin(baseURL: string): Promise<AdminSession> {
  const api = await request.newContext({ baseURL });
  try {
    const expectOk = async (res: Awaited<ReturnType<typeof api.post>>, what: string) => {
      if (res.status() !== 200) throw new Error(`admin ${what} failed: ${res.status()} ${await res.text()}`);
      return res;
    };
    const login = await expectOk(
      await api.post('/api/auth/login', { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } }),
      'sign-in',
    );
    if (((await login.json()) as { secondFactorRequired?: boolean }).secondFactorRequired)
      throw new Error("the fresh app's admin already has a second factor");
    const setup = await expectOk(
      await api.post('/api/auth/second-factor/totp/setup', { data: { password: ADMIN_PASSWORD } }),
      'second factor setup',
    );
    const { secret } = (await setup.json()) as { secret: string };
    const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
    await expectOk(await api.post('/api/auth/second-factor/totp/enable', { data: { code } }), 'second factor enable');
    return await api.storageState();
  } finally {
    await api.dispose();
  }
}

async function waitForHealth(baseURL: string, port: number, server: ChildProcess, output: string[]): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the app exited with ${server.exitCode}:\n${output.join('')}`);
    try {
      const res = listeningOn(output.join(''), port) ? await fetch(`${baseURL}/api/health`) : null;
      if (res?.ok) return;
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
