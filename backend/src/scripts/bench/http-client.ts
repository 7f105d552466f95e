import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';

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

/** One browser: its cookies (the session, the position of its writes) and real HTTP requests over loopback (keep-alive). */
export class HttpPlayer {
  private cookie = '';
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

  async register(tag: string): Promise<this> {
    this.email = `${tag}-${randomUUID().slice(0, 8)}@bench.test`;
    const body = await this.must('POST', '/api/auth/register', {
      email: this.email,
      password: this.password,
      firstName: 'Bench',
      lastName: tag,
      dateOfBirth: '1990-04-01',
      country: 'US',
      region: 'US-CA',
    });
    this.id = body.id as string;
    return this;
  }

  async login(email: string, password: string): Promise<this> {
    const body = await this.must('POST', '/api/auth/login', { email, password });
    this.id = (body.id ?? (body.user as { id?: string } | undefined)?.id ?? '') as string;
    return this;
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
