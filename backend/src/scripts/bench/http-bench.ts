import { Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { Pool } from 'pg';
import { createApp, RunningApp } from '../../app.factory';
import { loadConfig } from '../../config/app-config';
import { comparePositions } from '../../event-store/event-store.port';
import { firstRow } from '../../infrastructure/database/first-row';
import { allProjections, ledgerSubscribers } from '../../projections/all-projections';
import { verifyLedgerAt } from '../ledger-verify';
import { BenchConfig } from './bench-config';
import { HttpPlayer, adjustBalance, secondAdmin } from './http-client';
import { LagSampler } from './lag-sampler';
import { DAILY_WITHDRAWAL_LIMIT_CENTS } from '../../domain/wallet/wallet.limits';
import { CommandCpu, cpuPerCommand, readCpu } from './cpu-meter';
import { FloorResult, measureFloors } from './floor';
import { PhaseOutcome, runPhaseInWorker } from './load-phase';
import { PhaseProfiler } from './phase-profiler';
import { StatementMeter } from './statement-meter';
import { sleep } from './stats';
import { WITHDRAWAL, moneyWorkloads } from './workloads';

const ADMIN = { email: 'bench-admin@bench.test', password: 'bench-admin-password' };

export interface PhaseResult extends PhaseOutcome {
  workload: string;
  wallets: 'one per client' | 'one hot wallet';
  clients: number;
  /** CPU milliseconds per accepted command: the app's thread, and PostgreSQL's processes. */
  cpu: CommandCpu;
  /** The same CPU per HTTP request sent (every step a command needs counts as a request). */
  cpuPerRequest: CommandCpu;
  lag: { samples: number; p50ms: number; p99ms: number; maxMs: number; unresolved: number };
}

/**
 * The money commands through the real HTTP stack: createApp on a loopback port, sessions,
 * Idempotency-Keys; first the floors of that stack (floor.ts), with the same clients.
 */
export async function httpBench(url: string, config: BenchConfig) {
  const running = await createApp(
    loadConfig({
      NODE_ENV: 'test',
      BCRYPT_ROUNDS: '4',
      SEED_DEMO_DATA: 'false',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    }),
    url,
    { logger: false },
  );
  await running.app.listen(0, '127.0.0.1');
  const port = ((running.app.getHttpServer() as Server).address() as AddressInfo).port;
  const base = `http://127.0.0.1:${port}`;
  const pool = new Pool({ connectionString: url, max: 3 });
  pool.on('error', () => undefined);
  try {
    const admin = await new HttpPlayer(base).loginAsAdmin(ADMIN.email, ADMIN.password);
    // Funding is above the four-eyes threshold: a second admin approves each adjustment.
    const approver = await secondAdmin(base, admin);
    const players = await setUpPlayers(base, admin, approver, config.clients);
    const hot = await new HttpPlayer(base).register('hot');
    await fund(admin, approver, hot, 50);
    const hotSessions = await hot.moreSessions(config.clients);
    // The read models and the subscribers that append (the platform ledger's mirrors): a mirror
    // that is late shows late on the finance screens too.
    const sampler = new LagSampler(pool, [
      ...allProjections().map((p) => p.name),
      ...ledgerSubscribers(running.store).map((p) => p.name),
    ]);
    // The set-up's writes are in the read models first: the floors' reads must not wait on the fence.
    await settle(running);
    const floors: FloorResult[] = config.workloads.includes('floor')
      ? await measureFloors(players, config.seconds, url)
      : [];
    const phases: PhaseResult[] = [];
    const statements = new StatementMeter(pool, config.statements);
    const profiler = new PhaseProfiler(process.env.BENCH_PROFILE);
    const names: Record<keyof typeof moneyWorkloads, string> = {
      withdrawal: 'withdrawal request',
      deposit: 'card deposit credit',
      join: 'tournament join',
      create: 'match creation',
      report: 'result report',
      settle: 'confirmation + settlement',
    };
    const chosen = (Object.keys(names) as Array<keyof typeof moneyWorkloads>).filter((key) =>
      config.workloads.includes(key),
    );
    for (const [wallets, clients] of [
      ['one per client', players],
      ['one hot wallet', hotSessions],
    ] as const) {
      for (const workload of chosen) {
        await statements.start();
        await profiler.start();
        sampler.start();
        const before = readCpu();
        // One wallet may withdraw $10,000 a day: the hot wallet's phase ends at 1,000 accepted $10 withdrawals.
        const cap =
          wallets === 'one hot wallet' && workload === 'withdrawal' ? DAILY_WITHDRAWAL_LIMIT_CENTS / 1000 : undefined;
        const result = await runPhaseInWorker(clients, players, workload, config.seconds, cap);
        const after = readCpu();
        await profiler.stop(`${workload}-${wallets}`);
        const cpu = cpuPerCommand(before, after, result.count);
        const cpuPerRequest = cpuPerCommand(before, after, result.requests);
        const lag = await sampler.stop();
        await statements.print(`${names[workload]}, ${wallets}`, result.count);
        phases.push({
          workload: names[workload],
          wallets,
          clients: clients.length,
          ...result,
          cpu,
          cpuPerRequest,
          lag,
        });
        // Progress on stderr, so a long run shows where it is (the report comes at the end).
        console.error(
          `bench: ${names[workload]}, ${wallets}: ${result.perSecond}/s, p99 ${result.p99ms} ms, ` +
            `app CPU ${cpu.appMsPerCommand ?? '-'} ms/cmd, PostgreSQL CPU ${cpu.postgresMsPerCommand ?? '-'} ms/cmd`,
        );
      }
    }
    const overdraft = await overdraftRace(base, admin, config.clients);
    await settle(running);
    const ledger = await verifyLedgerAt(url);
    const hotBalance = firstRow(
      (await pool.query<{ balance: string }>(`SELECT balance::text FROM users WHERE id = $1`, [hot.id])).rows,
      'the hot wallet balance',
    ).balance;
    return {
      floors,
      phases,
      overdraft: { ...overdraft, hotWalletBalance: hotBalance },
      ledger: {
        ok: ledger.ok,
        checkedWallets: ledger.checkedWallets,
        checkedEvents: ledger.checkedEvents,
        differences: ledger.differences.slice(0, 5),
      },
    };
  } finally {
    await pool.end();
    await running.close();
  }
}

async function setUpPlayers(
  base: string,
  admin: HttpPlayer,
  approver: HttpPlayer,
  count: number,
): Promise<HttpPlayer[]> {
  const players: HttpPlayer[] = [];
  // A few at a time: registration hashes a password.
  for (let i = 0; i < count; i += 8) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(8, count - i) }, (_, j) => new HttpPlayer(base).register(`p${i + j}`)),
    );
    players.push(...batch);
  }
  for (const player of players) await fund(admin, approver, player, 2);
  return players;
}

/** Admin balance adjustments of $10,000 each (the largest one allowed). */
async function fund(admin: HttpPlayer, approver: HttpPlayer, player: HttpPlayer, times: number): Promise<void> {
  for (let i = 0; i < times; i++) await adjustBalance(admin, approver, player.id, '10000.00', 'Bench funding');
}

/**
 * A hot wallet that can run dry: 200 withdrawals of $10.00 at once from 32 sessions of one player
 * holding $500.00; at most 50 may be accepted. (The load phases' hot wallet is funded to stay
 * clear of zero, so its throughput measures accepted commands; its balance is reported too.)
 */
async function overdraftRace(base: string, admin: HttpPlayer, sessionCount: number) {
  const racer = await new HttpPlayer(base).register('racer');
  await admin.must(
    'POST',
    `/api/admin/users/${racer.id}/balance-adjustments`,
    { amount: '500.00', reason: 'Bench race' },
    true,
  );
  const sessions = await racer.moreSessions(sessionCount);
  const answers = await Promise.all(
    Array.from({ length: 200 }, (_, i) =>
      // i % length is an index of `sessions`.
      sessions[i % sessions.length]!.call(
        'POST',
        '/api/wallet/withdraw',
        WITHDRAWAL, // $10.00 to the verified player's own account
        true,
      ),
    ),
  );
  const accepted = answers.filter((a) => a.status >= 200 && a.status < 300).length;
  const balance = await racer.must('GET', '/api/user/session');
  return {
    racingWithdrawals: 200,
    fundedCents: 50_000,
    accepted,
    refused: answers.length - accepted,
    serverErrors: answers.filter((a) => a.status >= 500).length,
    balanceAfter: balance.balance,
    overdrawn: accepted * 1000 > 50_000 || String(balance.balance).startsWith('-'),
  };
}

/** Lets every runner (read models and ledger mirrors) catch up before the ledger is checked. */
async function settle(running: RunningApp): Promise<void> {
  for (let round = 0; round < 20; round++) {
    const head = await running.store.headPosition();
    for (const runner of [running.runner, running.runner.subscribers]) await runner.waitFor(head, 60_000);
    await sleep(200);
    if (comparePositions(await running.store.headPosition(), head) === 0) return;
  }
}
