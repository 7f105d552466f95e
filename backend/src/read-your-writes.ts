import type { NextFunction, Request, Response } from 'express';
import onHeaders from 'on-headers';
import {
  EventStore,
  GlobalPosition,
  comparePositions,
  parsePositionId,
  positionId,
} from './event-store/event-store.port';
import { BoundedMap } from './infrastructure/bounded-map';
import { WriteFence } from './infrastructure/event-sourcing/write-fence';
import { RequestWrites } from './infrastructure/event-sourcing/written-position';
import { allProjections } from './projections/all-projections';

/**
 * One consistency rule, on any number of instances (docs/decisions/read-your-writes.md):
 * - the answer to a request that wrote carries the newest global position it wrote, in this header
 *   and in a cookie of the same value, which the browser sends back by itself;
 * - a read waits until the read models it reads have passed the newest position the client sent
 *   (header or cookie), whichever instance took the write. Commands do not wait.
 */
export const POSITION_HEADER = 'X-CourtCash-Position';
export const POSITION_COOKIE = 'courtcash.position';
/** Long enough for any read that follows a write; a stale position costs nothing (already reached). */
const POSITION_COOKIE_MAX_AGE_S = 3600;
/** Sessions whose newest answered position an instance remembers (the oldest are forgotten first). */
const REMEMBERED_SESSIONS = 10_000;

const ALL_READ_MODELS = allProjections().map((p) => p.name);

/**
 * The read models a read needs, by path (first match). `[]`: none. Admin screens also show the
 * platform ledger's mirrors and everything this instance acknowledged (`'everything'`). Any other
 * read waits for every read model, never for the mirrors.
 */
const READS: Array<[prefix: string, needs: readonly string[] | 'everything']> = [
  ['/api/health', []],
  ['/api/live', []], // the live stream resumes from its own checkpoint
  // The player's history and receipts also name each row's match (see docs/decisions/history.md).
  ['/api/wallet/history', ['wallet', 'users', 'tournaments']],
  ['/api/wallet/receipts', ['wallet', 'users', 'tournaments']],
  ['/api/wallet', ['wallet', 'users']],
  ['/api/notifications', ['notifications']],
  ['/api/admin', 'everything'],
];

/** Signing in reads the users read model: an account registered on another instance must be there. */
const WRITES_THAT_READ: Array<[method: string, path: string, needs: readonly string[]]> = [
  ['POST', '/api/auth/login', ['users']],
];

export function readYourWrites(options: {
  fence: WriteFence;
  store: EventStore;
  timeoutMs: number;
  /** Secure cookies (production: the site is served over TLS). */
  secure: boolean;
}) {
  const { fence, store, timeoutMs, secure } = options;
  const answered = new AnsweredPositions(REMEMBERED_SESSIONS);
  return (req: Request, res: Response, next: NextFunction): void => {
    if (!isApi(req)) return next();
    const sent = clientPosition(req);
    const writes = new RequestWrites();
    onHeaders(res, () => {
      if (!writes.position) return;
      // Read when the answer goes out: the session and its user are loaded after this middleware.
      // Only signed-in sessions are remembered (a signed-out request gets a new id each time).
      const written = answered.newest(req.user ? req.sessionID : undefined, writes.position);
      if (sent && comparePositions(sent, written) >= 0) return;
      const value = positionId(written);
      res.setHeader(POSITION_HEADER, value);
      res.append(
        'Set-Cookie',
        `${POSITION_COOKIE}=${value}; Path=/api; Max-Age=${POSITION_COOKIE_MAX_AGE_S}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`,
      );
    });
    const needs = readModelsFor(req);
    if (!sent || (Array.isArray(needs) && needs.length === 0)) return writes.run(next);
    void waitFor(sent, needs).then(
      () => writes.run(next),
      () => {
        res.status(503).json({
          message: `The screens did not catch up with your latest changes within ${timeoutMs} ms. Refresh in a moment.`,
          code: 'PROJECTIONS.TIMEOUT',
          statusCode: 503,
        });
      },
    );
  };

  async function waitFor(sent: GlobalPosition, needs: readonly string[] | 'everything'): Promise<void> {
    let target = sent;
    if (comparePositions(target, fence.position) > 0) {
      // Not written through this instance: never wait for a position the store has not reached (a
      // forged cookie, or one from before the database was replaced).
      const head = await store.headPosition();
      if (comparePositions(target, head) > 0) target = head;
    }
    if (needs === 'everything') {
      if (comparePositions(fence.position, target) > 0) target = fence.position;
      return fence.reached(timeoutMs, target);
    }
    return fence.reached(timeoutMs, target, needs);
  }
}

/**
 * The newest position each session was answered with, by this instance. A client's requests that
 * run at once answer in any order, and the browser keeps the cookie of the last answer: if that
 * answer wrote before another one that answered first (a refused creation's clean-up, say), the
 * cookie would go back and the next read would not wait for the other write. So a writing answer
 * carries the newest position written for its session so far, its own or an earlier answer's.
 * Per instance: two requests of one client that run at once on two instances can still answer out
 * of order (docs/decisions/read-your-writes.md).
 */
class AnsweredPositions {
  private readonly bySession: BoundedMap<string, GlobalPosition>;

  constructor(capacity: number) {
    this.bySession = new BoundedMap(capacity);
  }

  /** The newer of `written` and the session's last answered position, remembered as its last. */
  newest(session: string | undefined, written: GlobalPosition): GlobalPosition {
    if (!session) return written;
    const before = this.bySession.get(session);
    const newest = before && comparePositions(before, written) > 0 ? before : written;
    this.bySession.set(session, newest); // the newest: the oldest session is forgotten first
    return newest;
  }
}

function readModelsFor(req: Request): readonly string[] | 'everything' {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    const write = WRITES_THAT_READ.find(([method, path]) => method === req.method && path === req.path);
    return write ? write[2] : [];
  }
  const read = READS.find(([prefix]) => req.path === prefix || req.path.startsWith(`${prefix}/`));
  return read ? read[1] : ALL_READ_MODELS;
}

/** The newest of the header and the cookie the client sent. */
function clientPosition(req: Request): GlobalPosition | null {
  const fromHeader = parsePositionId(req.get(POSITION_HEADER));
  const fromCookie = parsePositionId(cookieValue(req.headers.cookie, POSITION_COOKIE));
  if (!fromHeader || !fromCookie) return fromHeader ?? fromCookie;
  return comparePositions(fromHeader, fromCookie) >= 0 ? fromHeader : fromCookie;
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/** A request for the API (anything else is a page or an asset of the React app). */
export function isApi(req: Request): boolean {
  return req.path === '/api' || req.path.startsWith('/api/');
}
