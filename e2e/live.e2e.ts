import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpInContext } from './support/api';
import { listeningOn } from './support/app-process';
import { connectBrowser, newPage } from './support/browser';

/**
 * Issue 23: two players in two browsers, each on its own app instance (two instances on one
 * database, as behind a load balancer). What one does shows on the other's screen within 2 s,
 * without a reload: a slot filled, a reported result (the Confirm button), a settlement (the
 * header balance).
 */
const ROOT = resolve(__dirname, '..');
const LIVE_WITHIN_MS = 2_000;

interface Player {
  name: string;
  id: string;
  context: BrowserContext;
  page: Page;
}

describe('live pages across two instances', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'courtcash-live-'));
  const apps: Instance[] = [];
  let browser: Browser;

  beforeAll(async () => {
    // The first instance starts the embedded PostgreSQL; the second uses the same database.
    const first = await Instance.start({ DATA_DIR: dataDir, DATABASE_URL: '' });
    apps.push(first);
    const port = /Embedded PostgreSQL on port (\d+)/.exec(first.output())?.[1];
    if (!port) throw new Error(`no embedded PostgreSQL port in:\n${first.output()}`);
    apps.push(await Instance.start({ DATABASE_URL: `postgres://postgres:postgres@127.0.0.1:${port}/app` }));
    browser = await connectBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    for (const app of apps.reverse()) await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function player(name: string, app: Instance): Promise<Player> {
    const { context, page } = await newPage(browser, app.baseURL);
    const user = await signUpInContext(context, name);
    const intent = await (
      await context.request.post('/api/create-payment-intent', { data: { amount: '50.00' } })
    ).json();
    const paid = await context.request.post('/api/payments/simulated/confirm', {
      data: { paymentIntentId: intent.paymentIntentId, cardNumber: '4242 4242 4242 4242' },
    });
    expect(paid.status()).toBe(200);
    const recorded = await context.request.post('/api/wallet/deposit', {
      data: { amount: '50.00', paymentMethod: 'card', transactionReference: intent.paymentIntentId },
    });
    expect(recorded.status()).toBeLessThan(300);
    return { name, id: user.id, context, page };
  }

  async function post(who: Player, path: string, data: unknown = {}): Promise<void> {
    const res = await who.context.request.post(path, { data });
    if (res.status() >= 300) throw new Error(`${who.name} POST ${path}: ${res.status()} ${await res.text()}`);
  }

  it('a join, a reported result and a settlement show on the other browser within 2 s', async () => {
    const [a, b] = apps as [Instance, Instance];
    const alice = await player('Alice', a);
    const bruno = await player('Bruno', b);
    const carmen = await player('Carmen', a);
    const dario = await player('Dario', b);
    const pageErrors: string[] = [];
    for (const p of [alice, bruno]) p.page.on('pageerror', (error) => pageErrors.push(`${p.name}: ${String(error)}`));

    const created = await alice.context.request.post('/api/tournaments', {
      data: {
        name: 'Live Doubles',
        game: 'padel',
        location: 'Club Norte',
        totalFeePerPlayer: '10.00',
        maxPlayers: 4,
        startTime: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString(),
      },
    });
    expect(created.status()).toBe(201);
    const id = ((await created.json()) as { id: string }).id;
    const path = `/tournaments/${id}`;

    // Both have the match open, each on their own instance.
    await alice.page.goto(path);
    await alice.page.getByRole('heading', { name: 'Live Doubles' }).waitFor();
    await bruno.page.goto(path);
    await bruno.page.getByRole('button', { name: 'Join Team B, Player 1' }).waitFor();
    await alice.page.locator('header').getByRole('button', { name: 'Wallet balance $40.00' }).waitFor();

    // Bruno joins on instance B: Alice's page (instance A) fills the slot.
    await bruno.page.getByRole('button', { name: 'Join Team B, Player 1' }).click();
    await bruno.page.getByText('Joined!').waitFor();
    await alice.page.getByRole('listitem', { name: /Bruno Player/ }).waitFor({ timeout: LIVE_WITHIN_MS });

    // The match fills up and starts; Alice's team reports a win on instance A.
    await post(carmen, `/api/tournaments/${id}/join`, { teamNumber: 1, position: 2 });
    await post(dario, `/api/tournaments/${id}/join`, { teamNumber: 2, position: 2 });
    await post(alice, `/api/tournaments/${id}/start`);
    await alice.page.locator('header').getByRole('button', { name: 'Wallet balance $40.00' }).waitFor();
    await post(alice, `/api/tournaments/${id}/result`, {
      winningTeam: 1,
      setScores: [
        { team1: 6, team2: 4 },
        { team1: 6, team2: 3 },
      ],
    });
    // Bruno (the other team, instance B) is offered Confirm without a reload.
    const confirm = bruno.page.getByRole('button', { name: 'Confirm Result' });
    await confirm.waitFor({ timeout: LIVE_WITHIN_MS });

    // Bruno confirms: the prize reaches Alice's header on instance A. Pool $40.00, fee 5%: $19.00 each.
    await confirm.click();
    await bruno.page.getByText('Result Confirmed').waitFor();
    await alice.page.locator('header').getByRole('button', { name: 'Wallet balance $59.00' }).waitFor({
      timeout: LIVE_WITHIN_MS,
    });
    await alice.page.getByRole('heading', { name: 'Settlement' }).waitFor({ timeout: LIVE_WITHIN_MS });
    expect(pageErrors).toEqual([]);
    for (const p of [alice, bruno, carmen, dario]) await p.context.close();
  });
});

class Instance {
  private constructor(
    readonly process: ChildProcess,
    readonly baseURL: string,
    private readonly lines: string[],
    readonly exited: Promise<void>,
  ) {}

  static async start(env: Record<string, string>): Promise<Instance> {
    const port = await freePort();
    const lines: string[] = [];
    const child = spawn(process.execPath, [join(ROOT, 'backend/dist/main.js')], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        NODE_ENV: 'test',
        SESSION_SECRET: 'live-e2e-session-secret',
        BCRYPT_ROUNDS: '4',
        EMBEDDED_PG_FSYNC: 'off',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => lines.push(chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => lines.push(chunk.toString()));
    const exited = new Promise<void>((done) => child.once('exit', () => done()));
    const app = new Instance(child, `http://127.0.0.1:${port}`, lines, exited);
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`the app exited with ${child.exitCode}:\n${app.output()}`);
      const res = listeningOn(app.output(), port) ? await fetch(`${app.baseURL}/api/health`).catch(() => null) : null;
      if (res?.ok) return app;
      await new Promise((done) => setTimeout(done, 200));
    }
    child.kill('SIGKILL');
    throw new Error(`the app did not become healthy within 90 s:\n${app.output()}`);
  }

  output(): string {
    return this.lines.join('');
  }

  async stop(): Promise<void> {
    if (this.process.exitCode !== null || this.process.signalCode !== null) return;
    this.process.kill('SIGTERM');
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([this.exited, new Promise((done) => (timer = setTimeout(done, 20_000)))]);
    clearTimeout(timer);
    if (this.process.exitCode === null) this.process.kill('SIGKILL');
  }
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
