import { ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { ADULT_IN_CALIFORNIA, nextTotpCode } from '../../../test/test-app';
import { createTestDatabase, TestDatabase } from '../../../test/test-database';
import { LiveClient } from '../../scripts/bench/live-client';
import { allProjections } from '../all-projections';

const BACKEND = join(__dirname, '../../..');
const ADMIN = { ADMIN_EMAIL: 'two-admin@example.test', ADMIN_PASSWORD: 'two-admin-password' };
const NAMES = allProjections().map((p) => p.name);

interface Instance {
  name: string;
  child: ChildProcess;
  base: string;
}

/** An app instance in a process of its own, told apart in pg_stat_activity by its application_name. */
const SHARED_SESSION_SECRET = randomBytes(48).toString('base64url');

async function startInstance(db: TestDatabase, name: string, env: Record<string, string> = {}): Promise<Instance> {
  const url = new URL(db.url);
  url.searchParams.set('application_name', name);
  const child = spawn(process.execPath, ['test/ts-child.js', 'src/scripts/bench/app-instance.ts'], {
    cwd: BACKEND,
    // One SESSION_SECRET for every instance, as production requires: it signs the cookies and keys
    // the stored second factors, so a session or a factor made on one instance works on the other.
    env: { ...process.env, SESSION_SECRET: SHARED_SESSION_SECRET, ...env, DATABASE_URL: url.toString() },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve((JSON.parse(line) as { port: number }).port);
    });
    child.on('exit', (code) => reject(new Error(`instance ${name} exited with ${code}: ${errors}`)));
  });
  return { name, child, base: `http://127.0.0.1:${port}` };
}

/** Which instance (application_name) holds each projection's advisory lock. */
async function leaders(db: TestDatabase): Promise<Record<string, string[]>> {
  const { rows } = await db.pool.query<{ name: string; holder: string | null }>(
    `SELECT p.name, a.application_name AS holder
       FROM unnest($1::text[]) AS p(name)
       LEFT JOIN pg_locks l ON l.locktype = 'advisory' AND l.granted
        AND ((l.classid::bigint << 32) | l.objid::bigint) = hashtext('projection:' || p.name)::bigint
       LEFT JOIN pg_stat_activity a ON a.pid = l.pid`,
    [NAMES],
  );
  const result: Record<string, string[]> = Object.fromEntries(NAMES.map((n) => [n, []]));
  for (const row of rows) if (row.holder) result[row.name].push(row.holder);
  return result;
}

async function until<T>(what: string, timeoutMs: number, probe: () => Promise<T | null>): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A browser session against one instance. */
function session(base: string) {
  let cookie = '';
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        'idempotency-key': randomUUID(),
        ...(cookie ? { cookie } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    cookie = res.headers.get('set-cookie')?.split(';')[0] ?? cookie;
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  return Object.assign(call, { cookie: () => cookie });
}

type Session = ReturnType<typeof session>;

/** Signs up as the sign-up page does: register (202 whether or not the address is taken), then sign in. */
async function register(call: Session, body: { email: string; password: string; firstName: string; lastName: string }) {
  expect((await call('POST', '/api/auth/register', { ...body, ...ADULT_IN_CALIFORNIA })).status).toBe(202);
  const login = await call('POST', '/api/auth/login', { email: body.email, password: body.password });
  expect(login.status).toBe(200);
  // Withdrawals need a verified identity: the test-mode provider and its test tool.
  const started = await call('POST', '/api/user/identity-verifications', { level: 1 });
  expect(started.status).toBe(201);
  const verified = await call('POST', `/api/test/identity-verifications/${String(started.body.id)}/complete`, {
    outcome: 'verified',
  });
  expect(verified.status).toBe(200);
  return login;
}

/** The start-up admin through both steps (admins act only with a second factor; the first sign-in enrols it). */
const totpUsed = new Set<number>();
let adminSecret: string | null = null;
async function signInAdmin(call: Session): Promise<void> {
  const login = await call('POST', '/api/auth/login', { email: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD });
  expect(login.status).toBe(200);
  if (!login.body.secondFactorRequired) {
    const setup = await call('POST', '/api/auth/second-factor/totp/setup', { password: ADMIN.ADMIN_PASSWORD });
    adminSecret = String(setup.body.secret);
    const code = await nextTotpCode(adminSecret, totpUsed);
    expect((await call('POST', '/api/auth/second-factor/totp/enable', { code })).status).toBe(200);
    return;
  }
  if (adminSecret === null) throw new Error('the admin has a second factor this spec did not enrol');
  const code = await nextTotpCode(adminSecret, totpUsed);
  expect((await call('POST', '/api/auth/login/second-factor', { code })).status).toBe(200);
}

describe('two app instances on one PostgreSQL', () => {
  let db: TestDatabase;
  const instances: Instance[] = [];
  beforeAll(async () => {
    db = await createTestDatabase();
    instances.push(await startInstance(db, 'instance-a', ADMIN));
    instances.push(await startInstance(db, 'instance-b'));
  }, 120_000);
  afterAll(async () => {
    for (const { child } of instances) if (child.exitCode === null) child.kill('SIGKILL');
    await db.drop();
  });

  it('both serve money commands, one applies each projection, and a killed leader hands over within 5 s', async () => {
    const [a, b] = instances;
    // Exactly one holder per projection, and it is the instance that started first.
    const before = await until('every projection has a leader', 10_000, async () => {
      const held = await leaders(db);
      return NAMES.every((n) => held[n].length === 1) ? held : null;
    });
    expect(Object.values(before).flat()).toEqual(NAMES.map(() => 'instance-a'));

    // The load is split: players sign up, are funded and withdraw on either instance, and each
    // reads its own write on the instance it talks to (B waits for the projections A applies).
    const admin = session(a.base);
    await signInAdmin(admin);
    for (const instance of [a, b, a, b]) {
      const player = session(instance.base);
      const registered = await register(player, {
        email: `two-${randomUUID().slice(0, 8)}@example.test`,
        password: 'correct horse battery',
        // The bank account's holder: a withdrawal goes to the verified person's own account (issue 20).
        firstName: 'Two',
        lastName: 'Instances',
      });
      const funded = await admin('POST', `/api/admin/users/${String(registered.body.id)}/balance-adjustments`, {
        amount: '50.00',
        reason: 'two instances',
      });
      expect(funded.status).toBe(201);
      const withdrawn = await player('POST', '/api/wallet/withdraw', {
        amount: '20.00',
        accountNumber: 'PK36SCBL0000001123456702',
        accountHolderName: 'Two Instances',
        bankName: 'Meezan Bank',
      });
      expect(withdrawn.status).toBe(201);
      const me = await player('GET', '/api/user/session');
      expect(me.body.balance).toBe('30.00');
    }

    // A player's live stream on B hears what A, the leader, announces; and, below, what B does once it leads.
    const listener = session(b.base);
    const listenerId = String(
      (
        await register(listener, {
          email: `live-${randomUUID().slice(0, 8)}@example.test`,
          password: 'correct horse battery',
          firstName: 'Live',
          lastName: 'Listener',
        })
      ).body.id,
    );
    const stream = await LiveClient.open(b.base, listener.cookie());
    expect(
      (await admin('POST', `/api/admin/users/${listenerId}/balance-adjustments`, { amount: '1.00', reason: 'live' }))
        .status,
    ).toBe(201);
    await stream.waitFor((e) => e.kind === 'wallet' && e.subject === listenerId);

    // kill -9 the leader: its connections drop, PostgreSQL releases its locks, B takes over.
    const killedAt = Date.now();
    a.child.kill('SIGKILL');
    await until('instance B leads every projection', 5_000, async () => {
      const held = await leaders(db);
      return NAMES.every((n) => held[n].length === 1 && held[n][0] === 'instance-b') ? held : null;
    });
    const handOffMs = Date.now() - killedAt;
    expect(handOffMs).toBeLessThan(5_000);

    // B now applies the projections itself: a new player's write is read back on B.
    const late = session(b.base);
    const registered = await register(late, {
      email: `late-${randomUUID().slice(0, 8)}@example.test`,
      password: 'correct horse battery',
      firstName: 'Late',
      lastName: 'Player',
    });
    expect((await late('GET', '/api/user/session')).body.email).toBe(registered.body.email);

    // Delivery goes on: B now announces, and the stream opened before the hand-over hears it.
    const adminOnB = session(b.base);
    await signInAdmin(adminOnB);
    const credited = await adminOnB('POST', `/api/admin/users/${listenerId}/balance-adjustments`, {
      amount: '2.00',
      reason: 'live after the hand-over',
    });
    expect(credited.status).toBe(201);
    await until('the stream on B hears the change made after the hand-over', 10_000, () =>
      Promise.resolve(stream.events.filter((e) => e.kind === 'wallet').length >= 2 ? true : null),
    );
    expect(stream.isClosed).toBe(false);
    stream.close();
  }, 120_000);
});
