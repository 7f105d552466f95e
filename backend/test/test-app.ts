/**
 * The whole app on a fresh database, for API specs with supertest.
 *   const t = await startTestApp();  const agent = t.agent();  ...  await t.close();
 * Or, for a spec that needs no app of its own (see sharedTestApp):
 *   const t = await sharedTestApp();  ...  await t.close();
 */
import request from 'supertest';
import passport from 'passport';
import type TestAgent from 'supertest/lib/agent';
import { loadConfig } from '../src/config/app-config';
import { createApp, RunningApp } from '../src/app.factory';
import { createTestDatabaseWithoutDataSource, TestDatabase } from './test-database';
import { Clock } from '../src/modules/tournaments/shared/clock';
import { TournamentProcessManager } from '../src/modules/tournaments/process-manager/tournament-process-manager';
import { nextTotpCode } from '../src/modules/account/second-factor/totp';

export { nextTotpCode };

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

/**
 * What sign-up asks besides the account (issue 20): an adult's date of birth and an unrestricted
 * place. Specs that post /api/auth/register themselves spread it into their body.
 */
export const ADULT_IN_CALIFORNIA = { dateOfBirth: '1990-04-01', country: 'US', region: 'US-CA' } as const;

export interface TestApp {
  running: RunningApp;
  db: TestDatabase;
  /** A cookie-keeping client (one browser). */
  agent(): TestAgent;
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
  /** A signed-in admin agent (the start-up admin, second factor enrolled and passed). */
  admin(): Promise<TestAgent>;
  /**
   * A second signed-in admin (promoted by the first on first use, second factor enrolled), who
   * approves the first one's requests above FOUR_EYES_THRESHOLD (four eyes).
   */
  secondAdmin(): Promise<{ agent: TestAgent; id: string }>;
  /**
   * Signs `agent` in as an admin (or any account) through both steps, enrolling a TOTP second factor
   * first when the account has none. Returns the account's TOTP secret.
   */
  signInWithSecondFactor(agent: TestAgent, credentials: { email: string; password: string }): Promise<string>;
  /** Tells the test app the secret (and used steps) of a second factor a spec enrolled by hand. */
  knowSecondFactor(email: string, secret: string, used: Set<number>): void;
  /**
   * Waits until the read models and mirrors show everything in the store. A client reads its own
   * writes by itself (the position cookie); a spec that checks, as one client, what another client
   * just did (an admin's credit, seen by the player) waits for this first, as the player's screen
   * waits for the live push.
   */
  settled(): Promise<void>;
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

/** Enrols a second factor for the signed-in `agent`; returns its secret. */
export async function enrolSecondFactor(agent: TestAgent, password: string, used: Set<number>): Promise<string> {
  const setup = await agent.post('/api/auth/second-factor/totp/setup').send({ password });
  if (setup.status !== 200)
    throw new Error(`second factor setup failed: ${setup.status} ${JSON.stringify(setup.body)}`);
  const secret = setup.body.secret as string;
  const enable = await agent
    .post('/api/auth/second-factor/totp/enable')
    .send({ code: await nextTotpCode(secret, used) });
  if (enable.status !== 200)
    throw new Error(`second factor enable failed: ${enable.status} ${JSON.stringify(enable.body)}`);
  return secret;
}

/**
 * The app the spec files of a group share (test/groups/spec-groups.ts turns sharing on): one start
 * instead of one per file. A spec may use it only if it needs nothing of its own:
 * - the default configuration (no `env`);
 * - real time: its clock cannot be moved (`advance` throws), as other specs' deadlines would pass;
 * - no empty store: other specs' players, tournaments and events are there before and beside its
 *   own, so it asserts on its own ids (players, tournaments, streams), never on counts of a whole
 *   table, a whole list, or `$all` from the start;
 * - nothing per client address it would exhaust (sign-in failures, support messages per hour);
 * - nobody made an admin: once two admins exist a promotion waits for a second admin's approval, so
 *   a later spec's `secondAdmin()` on the shared app would be answered 202 (signed-in-users did so).
 * Run alone (`npx jest path/to/x.e2e.spec.ts`) or outside a group, it is a fresh `startTestApp()`.
 * `close()` closes it then; in a group it leaves it for the group, which closes it after the last spec
 * that shares it (the sharing specs run first in their group).
 */
export async function sharedTestApp(): Promise<TestApp> {
  if (!sharing) return startTestApp();
  shared ??= (async () => {
    const before = passportLists().map((list) => list.length);
    startingShared = true;
    try {
      const app = await startTestApp();
      const lists = passportLists().map((list, i) => list.slice(before[i]));
      return { app, serializers: lists[0], deserializers: lists[1], strategies: { ...passportState()._strategies } };
    } finally {
      startingShared = false;
    }
  })().catch((error: unknown) => {
    shared = null; // the next spec that asks tries again, rather than failing on this start
    throw error;
  });
  const { app, serializers, deserializers, strategies } = await shared;
  // passport is one object per process, and every app registers itself into it: its session
  // (de)serializer into lists the group clears before each spec file (spec-groups.ts,
  // forgetEarlierApps), its sign-in strategy ('local') under a name the last app started took over.
  // The shared app's go back in, alone.
  const [serializing, deserializing] = passportLists();
  serializing.splice(0, serializing.length, ...serializers);
  deserializing.splice(0, deserializing.length, ...deserializers);
  Object.assign(passportState()._strategies, strategies);
  return {
    ...app,
    clock: new FixedClock(app.clock),
    close: () => Promise.resolve(), // the group closes it (closeSharedTestApp)
  };
}

/** A shared app's clock: reads the app's, refuses to move it. */
class FixedClock extends TestClock {
  constructor(private readonly source: TestClock) {
    super();
  }
  override readonly now = (): number => this.source.now();
  override advance(): void {
    throw new Error('A spec that moves the clock starts its own app (startTestApp), not the shared one.');
  }
}

let sharing = false;
let startingShared = false;
let shared: Promise<{
  app: TestApp;
  serializers: unknown[];
  deserializers: unknown[];
  strategies: Record<string, unknown>;
}> | null = null;

/** The group runner's switch: from now on sharedTestApp() gives every caller one app. */
export function shareTestApps(): void {
  sharing = true;
}

/** True while the shared app starts: the worker threads started then are its own, not a spec's. */
export function isStartingSharedApp(): boolean {
  return startingShared;
}

/** Closes the shared app, if a spec started it (after the group's last spec that shares it). */
export async function closeSharedTestApp(): Promise<void> {
  const app = shared;
  shared = null;
  sharing = false;
  if (app) await (await app).app.close();
}

/** passport's process-wide registrations (its Authenticator's fields). */
function passportState(): { _serializers: unknown[]; _deserializers: unknown[]; _strategies: Record<string, unknown> } {
  return passport as unknown as ReturnType<typeof passportState>;
}

function passportLists(): [unknown[], unknown[]] {
  return [passportState()._serializers, passportState()._deserializers];
}

/** `env` overrides the spec defaults; a key set to undefined is left unset (e.g. NODE_ENV). */
export async function startTestApp(env: Record<string, string | undefined> = {}): Promise<TestApp> {
  const database = await createTestDatabaseWithoutDataSource();
  const config = loadConfig({
    // NODE_ENV=test turns the test tools (/api/test/*, simulated card processor) on, explicitly.
    NODE_ENV: 'test',
    BCRYPT_ROUNDS: '4',
    // Register and password reset wait for a floor so their timing tells nothing; specs need no wait
    // (the enumeration spec sets it back).
    ACCOUNT_ANSWER_FLOOR_MS: '0',
    SEED_DEMO_DATA: 'false',
    ADMIN_EMAIL: 'root-admin@example.test',
    ADMIN_PASSWORD: 'root-admin-password',
    // A bank account to transfer to, so bank deposits are accepted (unset them to test their refusal).
    BANK_NAME: 'Spec Test Bank',
    BANK_ACCOUNT_TITLE: 'CourtCash Spec Account',
    BANK_ACCOUNT_NUMBER: '0000-0000-0000',
    ...env,
  });
  const running = await createApp(config, database.url, { logger: false });
  // The spec's handle on the database: its own pool, and the app's DataSource (closed with the app).
  const db: TestDatabase = { ...database, dataSource: running.dataSource };
  const server = running.app.getHttpServer();
  const clock = new TestClock();
  running.app.get(Clock, { strict: false }).useSource(clock.now);
  let adminAgent: Promise<TestAgent> | null = null;
  let second: Promise<{ agent: TestAgent; id: string }> | null = null;
  /** The second factors this test app enrolled, and the TOTP steps each already used. */
  const secrets = new Map<string, string>();
  const usedSteps = new Map<string, Set<number>>();

  const api: TestApp = {
    running,
    db,
    agent: () => request.agent(server),
    clock,
    async processTournaments() {
      const acted = await running.app.get(TournamentProcessManager, { strict: false }).runOnce();
      await api.settled(); // the process manager is nobody's client: its effects are read by the players
      return acted;
    },
    // Verified by default where the simulated provider runs (test mode); a production-mode app has no
    // test tools, so its players stay unverified unless a spec verifies them another way.
    async signUp(overrides = {}, { verified = config.eligibility.identityProvider === 'simulated' } = {}) {
      counter += 1;
      const body = {
        email: `player${counter}-${Date.now()}@example.test`,
        password: 'correct horse battery',
        firstName: 'Ali',
        lastName: 'Khan',
        ...ADULT_IN_CALIFORNIA,
        ...overrides,
      };
      const agent = request.agent(server);
      const res = await agent.post('/api/auth/register').send(body);
      if (res.status !== 202) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
      // As the sign-up page does: sign in with the password just chosen (works only for a new account).
      const login = await agent.post('/api/auth/login').send({ email: body.email, password: body.password });
      if (login.status !== 200)
        throw new Error(`sign-in after sign-up failed: ${login.status} ${JSON.stringify(login.body)}`);
      if (verified) await api.verifyIdentity(agent);
      return { agent, user: login.body, password: body.password };
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
    admin() {
      // One sign-in however many callers ask at once (each would otherwise try to enrol the factor).
      adminAgent ??= (async () => {
        const agent = request.agent(server);
        await api.signInWithSecondFactor(agent, { email: 'root-admin@example.test', password: 'root-admin-password' });
        return agent;
      })().catch((error: unknown) => {
        adminAgent = null;
        throw error;
      });
      return adminAgent;
    },
    secondAdmin() {
      second ??= (async () => {
        const { agent, user, password } = await api.signUp({ firstName: 'Second', lastName: 'Admin' });
        const promoted = await (
          await api.admin()
        )
          .post(`/api/admin/users/${user.id}/role`)
          .send({ role: 'admin', reason: 'Second admin for four eyes (spec)' });
        if (promoted.status !== 201) {
          throw new Error(`promoting the second admin failed: ${promoted.status} ${JSON.stringify(promoted.body)}`);
        }
        // An admin acts only after the second step (issue 22): enrol and sign in again as the admin.
        await api.signInWithSecondFactor(agent, { email: user.email, password });
        return { agent, id: user.id };
      })();
      return second;
    },
    knowSecondFactor(email, secret, used) {
      secrets.set(email.toLowerCase(), secret);
      usedSteps.set(email.toLowerCase(), used);
    },
    async signInWithSecondFactor(agent, credentials) {
      const email = credentials.email.toLowerCase();
      const res = await agent.post('/api/auth/login').send(credentials);
      if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
      const used = usedSteps.get(email) ?? new Set<number>();
      usedSteps.set(email, used);
      if (!res.body.secondFactorRequired) {
        const secret = await enrolSecondFactor(agent, credentials.password, used);
        secrets.set(email, secret);
        return secret;
      }
      const secret = secrets.get(email);
      if (!secret) throw new Error(`${email} has a second factor this test app did not enrol`);
      const second = await agent.post('/api/auth/login/second-factor').send({ code: await nextTotpCode(secret, used) });
      if (second.status !== 200) throw new Error(`second step failed: ${second.status} ${JSON.stringify(second.body)}`);
      return secret;
    },
    async settled() {
      // The mirrors first: what they append is then in the store the read models catch up with.
      await running.runner.subscribers.waitFor(await running.store.headPosition(), 30_000);
      await running.runner.waitFor(await running.store.headPosition(), 30_000);
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
