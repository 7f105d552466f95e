/**
 * The whole app on a fresh database, for API specs with supertest.
 *   const t = await startTestApp();  const agent = t.agent();  ...  await t.close();
 */
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { loadConfig } from '../src/config/app-config';
import { createApp, RunningApp } from '../src/app.factory';
import { createTestDatabase, TestDatabase } from './test-database';
import { Clock } from '../src/modules/tournaments/shared/clock';
import { TournamentProcessManager } from '../src/modules/tournaments/process-manager/tournament-process-manager';

/**
 * The tournaments' clock in tests: real time plus an offset that `advance` moves, so deadlines
 * (start times, the 24-hour confirmation window, reservation holds) pass without waiting.
 */
export class TestClock {
  private offsetMs = 0;
  readonly now = (): number => Date.now() + this.offsetMs;
  advance(ms: number): void {
    this.offsetMs += ms;
  }
  advanceHours(hours: number): void {
    this.advance(hours * 60 * 60 * 1000);
  }
  iso(offsetMs = 0): string {
    return new Date(this.now() + offsetMs).toISOString();
  }
}

export interface TestApp {
  running: RunningApp;
  db: TestDatabase;
  /** A cookie-keeping client (one browser). */
  agent(): TestAgent;
  /** Registers a user through the API and returns a signed-in agent with the user. */
  /**
   * Registers and signs in a player: an adult in an unrestricted region, with a verified identity
   * (test-mode verification) unless `verified: false`. The default name, Ali Khan, is the account
   * holder of the wallet specs' bank account (withdrawals go to the verified person's own account).
   */
  signUp(
    overrides?: Partial<{
      email: string;
      password: string;
      firstName: string;
      lastName: string;
      dateOfBirth: string;
      country: string;
      region: string;
    }>,
    options?: { verified?: boolean },
  ): Promise<{
    agent: TestAgent;
    user: { id: string; email: string; [key: string]: unknown };
    password: string;
  }>;
  /** Verifies the signed-in player's identity through the test-mode provider and its test tool. */
  verifyIdentity(agent: TestAgent, outcome?: 'verified' | 'rejected', level?: 1 | 2): Promise<string>;
  /** A signed-in admin agent. */
  admin(): Promise<TestAgent>;
  /** The clock the tournaments module reads (starts at real time). */
  clock: TestClock;
  /** Runs the tournament process manager until nothing is due; returns the events it appended. */
  processTournaments(): Promise<number>;
  /** The events of a stream, read through the admin API. */
  streamEvents(
    streamName: string,
  ): Promise<
    Array<{ type: string; data: Record<string, unknown>; metadata: Record<string, unknown>; revision: number }>
  >;
  close(): Promise<void>;
}

let counter = 0;

/** `env` overrides the spec defaults; a key set to undefined is left unset (e.g. NODE_ENV). */
export async function startTestApp(env: Record<string, string | undefined> = {}): Promise<TestApp> {
  const db = await createTestDatabase();
  const config = loadConfig({
    // NODE_ENV=test turns the test tools (/api/test/*, simulated card processor) on, explicitly.
    NODE_ENV: 'test',
    BCRYPT_ROUNDS: '4',
    SEED_DEMO_DATA: 'false',
    ADMIN_EMAIL: 'root-admin@example.test',
    ADMIN_PASSWORD: 'root-admin-password',
    // A bank account to transfer to, so bank deposits are accepted (unset them to test their refusal).
    BANK_NAME: 'Spec Test Bank',
    BANK_ACCOUNT_TITLE: 'CourtCash Spec Account',
    BANK_ACCOUNT_NUMBER: '0000-0000-0000',
    ...env,
  });
  const running = await createApp(config, db.url, { logger: false });
  const server = running.app.getHttpServer();
  const clock = new TestClock();
  running.app.get(Clock, { strict: false }).useSource(clock.now);
  let adminAgent: TestAgent | null = null;

  const api: TestApp = {
    running,
    db,
    agent: () => request.agent(server),
    clock,
    processTournaments: () => running.app.get(TournamentProcessManager, { strict: false }).runOnce(),
    async signUp(overrides = {}, { verified = true } = {}) {
      counter += 1;
      const body = {
        email: `player${counter}-${Date.now()}@example.test`,
        password: 'correct horse battery',
        firstName: 'Ali',
        lastName: 'Khan',
        dateOfBirth: '1990-04-01',
        country: 'US',
        region: 'US-CA',
        ...overrides,
      };
      const agent = request.agent(server);
      const res = await agent.post('/api/auth/register').send(body);
      if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
      if (verified) await api.verifyIdentity(agent);
      return { agent, user: res.body, password: body.password };
    },
    async verifyIdentity(agent, outcome = 'verified', level = 1) {
      const started = await agent.post('/api/user/identity-verifications').send({ level });
      if (started.status !== 201)
        throw new Error(`verification failed: ${started.status} ${JSON.stringify(started.body)}`);
      const id = started.body.id as string;
      const done = await agent.post(`/api/test/identity-verifications/${id}/complete`).send({ outcome });
      if (done.status !== 200) throw new Error(`verification failed: ${done.status} ${JSON.stringify(done.body)}`);
      return id;
    },
    async admin() {
      if (adminAgent) return adminAgent;
      const agent = request.agent(server);
      const res = await agent
        .post('/api/auth/login')
        .send({ email: 'root-admin@example.test', password: 'root-admin-password' });
      if (res.status !== 200) throw new Error(`admin login failed: ${res.status} ${JSON.stringify(res.body)}`);
      adminAgent = agent;
      return agent;
    },
    async streamEvents(streamName) {
      const agent = await api.admin();
      const res = await agent.get(`/api/admin/streams/${encodeURIComponent(streamName)}`);
      if (res.status !== 200) throw new Error(`reading ${streamName} failed: ${res.status}`);
      return res.body.events;
    },
    async close() {
      await running.close();
      await db.drop();
    },
  };
  return api;
}
