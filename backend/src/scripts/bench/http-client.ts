import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { nextTotpCode } from '../../modules/account/second-factor/totp';

export interface Answer {
  status: number;
  body: Record<string, unknown>;
  ms: number;
}

/** What a player is made of, to hand it to a load worker (a thread of its own). */
export interface PlayerState {
  baseUrl: string;
  cookie: string;
  id: string;
  email: string;
}

/**
 * Keep-alive connections shared by the players of this thread. node:http rather than fetch: the
 * load generator should cost as little CPU as a client can, since it shares the machine.
 */
const agent = new Agent({ keepAlive: true, maxSockets: 256 });

/** HTTP requests sent by the players of this thread (a load phase runs in a thread of its own). */
let requestsSent = 0;
export function requestsSentInThisThread(): number {
  return requestsSent;
}

/** One browser: its cookies (the session, the position of its writes) and real HTTP requests over loopback (keep-alive). */
export class HttpPlayer {
  private cookie = '';
  /** The TOTP secret this bench enrolled for the account, and the steps it used. */
  private secondFactor: { secret: string; used: Set<number> } | null = null;
  id = '';
  email = '';
  readonly password = 'correct horse battery';

  constructor(private readonly baseUrl: string) {}

  static from(state: PlayerState): HttpPlayer {
    const player = new HttpPlayer(state.baseUrl);
    player.cookie = state.cookie;
    player.id = state.id;
    player.email = state.email;
    return player;
  }

  state(): PlayerState {
    return { baseUrl: this.baseUrl, cookie: this.cookie, id: this.id, email: this.email };
  }

  /** `baseUrl`: another instance of the app, the same cookies (a balancer without sticky sessions). */
  call(method: string, path: string, body?: unknown, idempotent = false, baseUrl = this.baseUrl): Promise<Answer> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers: Record<string, string | number> = { accept: 'application/json' };
    if (payload !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = Buffer.byteLength(payload);
    }
    if (this.cookie) headers.cookie = this.cookie;
    if (idempotent) headers['idempotency-key'] = randomUUID();
    requestsSent++;
    const t0 = performance.now();
    return new Promise<Answer>((resolve, reject) => {
      const req = request(`${baseUrl}${path}`, { method, headers, agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const ms = performance.now() - t0;
          for (const set of res.headers['set-cookie'] ?? []) this.cookie = withCookie(this.cookie, set);
          resolve({ status: res.statusCode ?? 0, body: parseBody(Buffer.concat(chunks).toString()), ms });
        });
      });
      req.on('error', reject);
      req.end(payload);
    });
  }

  /** The call must succeed (set-up steps): anything else stops the bench with the answer. */
  async must(method: string, path: string, body?: unknown, idempotent = false): Promise<Record<string, unknown>> {
    const answer = await this.call(method, path, body, idempotent);
    if (answer.status >= 300) {
      throw new Error(`${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    }
    return answer.body;
  }

  /**
   * Signs up as the sign-up page does (register answers 202 whether or not the address is taken,
   * then sign in), and verifies the identity through the test-mode provider: withdrawals need it,
   * to an account in the verified name ("Bench Player").
   */
  async register(tag: string): Promise<this> {
    this.email = `${tag}-${randomUUID().slice(0, 8)}@bench.test`;
    await this.must('POST', '/api/auth/register', {
      email: this.email,
      password: this.password,
      firstName: 'Bench',
      lastName: 'Player',
      dateOfBirth: '1990-04-01',
      country: 'US',
      region: 'US-CA',
    });
    await this.login(this.email, this.password);
    const started = await this.must('POST', '/api/user/identity-verifications', { level: 1 });
    await this.must('POST', `/api/test/identity-verifications/${String(started.id)}/complete`, { outcome: 'verified' });
    return this;
  }

  async login(email: string, password: string): Promise<this> {
    const body = await this.must('POST', '/api/auth/login', { email, password });
    this.email = email;
    this.id = (body.id ?? (body.user as { id?: string } | undefined)?.id ?? '') as string;
    if (body.secondFactorRequired) {
      if (!this.secondFactor) throw new Error(`${email} has a second factor the bench did not enrol`);
      const done = await this.must('POST', '/api/auth/login/second-factor', {
        code: await nextTotpCode(this.secondFactor.secret, this.secondFactor.used),
      });
      this.id = (done.id ?? (done.user as { id?: string } | undefined)?.id ?? this.id) as string;
    }
    return this;
  }

  /** An admin signs in through both steps, enrolling a TOTP second factor the first time. */
  async loginAsAdmin(email: string, password: string): Promise<this> {
    await this.login(email, password);
    if (!this.secondFactor) await this.enrolSecondFactor(password);
    return this;
  }

  /** Sets up and enables a TOTP second factor for the signed-in account, as the console does. */
  async enrolSecondFactor(password = this.password): Promise<void> {
    const setup = await this.must('POST', '/api/auth/second-factor/totp/setup', { password });
    const factor = { secret: String(setup.secret), used: new Set<number>() };
    await this.must('POST', '/api/auth/second-factor/totp/enable', {
      code: await nextTotpCode(factor.secret, factor.used),
    });
    this.secondFactor = factor;
  }

  /** The same user, talking to another app instance (sessions are shared through PostgreSQL). */
  on(baseUrl: string): HttpPlayer {
    const other = new HttpPlayer(baseUrl);
    other.id = this.id;
    other.email = this.email;
    return other;
  }

  /**
   * `count` more sessions of the same user, signed in one after another: the sign-in throttle
   * reserves each attempt before checking the password, so a parallel burst of sign-ins to one
   * account is refused like a guessing attack would be.
   */
  async moreSessions(count: number): Promise<HttpPlayer[]> {
    const sessions: HttpPlayer[] = [];
    for (let i = 0; i < count; i++) sessions.push(await this.anotherSession());
    return sessions;
  }

  /** Another session of the same user (another device). */
  async anotherSession(): Promise<HttpPlayer> {
    const session = await new HttpPlayer(this.baseUrl).login(this.email, this.password);
    session.id = this.id;
    session.email = this.email;
    return session;
  }
}

function parseBody(text: string): Record<string, unknown> {
  try {
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    return { text };
  }
}

/** A second admin, promoted by `admin` (immediate while it is the only admin), for four eyes. */
export async function secondAdmin(baseUrl: string, admin: HttpPlayer): Promise<HttpPlayer> {
  const second = await new HttpPlayer(baseUrl).register('second-admin');
  await admin.must(
    'POST',
    `/api/admin/users/${second.id}/role`,
    { role: 'admin', reason: 'Bench: second admin for four eyes' },
    true,
  );
  await second.enrolSecondFactor(); // admins act only with a second factor
  return second;
}

/** An admin balance adjustment; above FOUR_EYES_THRESHOLD (202) the second admin approves it. */
export async function adjustBalance(
  admin: HttpPlayer,
  second: HttpPlayer,
  userId: string,
  amount: string,
  reason: string,
): Promise<void> {
  const body = await admin.must('POST', `/api/admin/users/${userId}/balance-adjustments`, { amount, reason }, true);
  if (body.status !== 'awaiting_second_approval') return;
  await second.must(
    'POST',
    `/api/admin/approvals/${String(body.approvalId)}/approve`,
    { reason: 'Bench: second pair of eyes' },
    true,
  );
}

/** `cookies` ("a=1; b=2") with the cookie a Set-Cookie header sets, as a browser keeps them. */
export function withCookie(cookies: string, setCookie: string): string {
  const pair = setCookie.split(';')[0]!.trim(); // split always answers at least one part
  const name = pair.slice(0, pair.indexOf('='));
  const kept = cookies ? cookies.split('; ').filter((c) => !c.startsWith(`${name}=`)) : [];
  return [...kept, pair].join('; ');
}
