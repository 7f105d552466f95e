import { randomUUID } from 'node:crypto';
import { ADULT_IN_CALIFORNIA, nextTotpCode } from '../../../test/test-app';
import { TestDatabase } from '../../../test/test-database';
import { AppInstance, startAppInstance } from '../../scripts/bench/app-instance-process';
import { allProjections } from '../all-projections';

/** App instances in processes of their own on one database, and browser-like sessions against them. */
export const ADMIN = { ADMIN_EMAIL: 'two-admin@example.test', ADMIN_PASSWORD: 'two-admin-password' };
export const NAMES = allProjections().map((p) => p.name);

export type Instance = AppInstance;

/** An app instance in a process of its own on the spec's database (all share one SESSION_SECRET). */
export function startInstance(db: TestDatabase, name: string, env: Record<string, string> = {}): Promise<Instance> {
  return startAppInstance(db.url, name, env);
}

/** Which instance (application_name) holds each projection's advisory lock. */
export async function leaders(db: TestDatabase): Promise<Record<string, string[]>> {
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

export async function until<T>(what: string, timeoutMs: number, probe: () => Promise<T | null>): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * A browser session: a cookie jar (the session, and the position of its writes). Given several
 * instances, its requests go to each in turn, as a round-robin load balancer without sticky
 * sessions sends them.
 */
export function session(bases: string | readonly string[]) {
  const targets = typeof bases === 'string' ? [bases] : bases;
  let next = 0;
  const jar = new Map<string, string>();
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const call = async (method: string, path: string, body?: unknown, base = targets[next++ % targets.length]) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        'idempotency-key': randomUUID(),
        ...(jar.size > 0 ? { cookie: cookie() } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const set of res.headers.getSetCookie()) {
      const [pair] = set.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  return Object.assign(call, { cookie });
}

export type Session = ReturnType<typeof session>;

/** Signs up as the sign-up page does: register (202 whether or not the address is taken), then sign in. */
export async function register(
  call: Session,
  body: { email: string; password: string; firstName: string; lastName: string },
) {
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
export async function signInAdmin(call: Session): Promise<void> {
  const login = await call('POST', '/api/auth/login', { email: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD });
  expect(login.status).toBe(200);
  if (!login.body.secondFactorRequired) {
    const setup = await call('POST', '/api/auth/second-factor/totp/setup', { password: ADMIN.ADMIN_PASSWORD });
    adminSecret = String(setup.body.secret);
    // The steps used belong to the old secret (an earlier spec's database, in a spec group).
    totpUsed.clear();
    const code = await nextTotpCode(adminSecret, totpUsed);
    expect((await call('POST', '/api/auth/second-factor/totp/enable', { code })).status).toBe(200);
    return;
  }
  if (adminSecret === null) throw new Error('the admin has a second factor this spec did not enrol');
  const code = await nextTotpCode(adminSecret, totpUsed);
  expect((await call('POST', '/api/auth/login/second-factor', { code })).status).toBe(200);
}
