import { createHash } from 'node:crypto';
import session from 'express-session';
import { BoundedMap } from '../bounded-map';

interface Entry {
  /**
   * The session without its cookie, as JSON: each request gets its own copy (express-session
   * changes it in place), and parsing a short string is several times cheaper than structuredClone.
   */
  data: string;
  /** The cookie's fields as JSON values (expires as ISO text, as the PostgreSQL store gives it). */
  cookie: session.Cookie;
  /** When the cookie expires (ms), or null for a browser-session cookie. */
  expiresAt: number | null;
  /** The signed-in user (passport's field), to forget a user's sessions. */
  userId: unknown;
  /** When this process last read or wrote the session in PostgreSQL. */
  loadedAt: number;
  /** When this process last wrote its expiry (touch) to PostgreSQL. */
  touchedAt: number;
  /** hashSession(sid): how sign-outs elsewhere name it. */
  sidHash: string;
}

/** A session id as it travels between instances (announced sign-outs): never the id itself. */
export function hashSession(sid: string): string {
  return createHash('sha256').update(sid).digest('hex').slice(0, 32);
}

export interface CachedSessionStoreOptions {
  /** How long a session read from PostgreSQL is served from memory (another instance's logout shows after this). */
  ttlMs: number;
  /** A rolling session's new expiry is written to PostgreSQL at most this often. */
  touchEveryMs: number;
  /** Sessions remembered (least recently used forgotten first). */
  capacity: number;
}

/** A session signed out (`sid`), or every session of a user but one (a password reset). */
export type SessionsEnded = { sid: string } | { userId: string; exceptSid?: string };

/**
 * A small write-through cache in front of the PostgreSQL session store (connect-pg-simple), so a
 * request does not cost a session SELECT and a rolling-expiry UPDATE. Writes (login, logout,
 * changes) go to PostgreSQL first, then to memory, so in this process a logout takes effect at
 * once; the other instances forget theirs when the sign-out's announcement arrives (`endedElsewhere`,
 * over LISTEN/NOTIFY), and within `ttlMs` should that announcement be lost (docs/decisions/wallet.md
 * "Sessions").
 */
export class CachedSessionStore extends session.Store {
  /** At most `capacity` sessions; the one used longest ago is forgotten first, and its hash with it. */
  private readonly entries: BoundedMap<string, Entry>;
  /** sidHash → sid, for the sessions in `entries`. */
  private readonly byHash = new Map<string, string>();
  private readonly endedListeners: Array<(ended: SessionsEnded) => void | Promise<void>> = [];

  constructor(
    private readonly inner: session.Store,
    private readonly options: CachedSessionStoreOptions,
    private readonly now: () => number = Date.now,
  ) {
    super();
    this.entries = new BoundedMap(options.capacity, (_sid, entry) => this.byHash.delete(entry.sidHash));
  }

  get(sid: string, callback: (err: unknown, session?: session.SessionData | null) => void): void {
    const entry = this.entries.get(sid);
    const now = this.now();
    if (entry && now - entry.loadedAt < this.options.ttlMs && (entry.expiresAt === null || entry.expiresAt > now)) {
      this.remember(sid, entry);
      const sess = JSON.parse(entry.data) as session.SessionData;
      sess.cookie = { ...entry.cookie };
      callback(null, sess);
      return;
    }
    this.inner.get(sid, (error, sess) => {
      if (error) return callback(error);
      if (sess) this.remember(sid, snapshot(sid, sess, this.now(), this.now()));
      else this.drop(sid);
      callback(null, sess ?? null);
    });
  }

  set(sid: string, sess: session.SessionData, callback?: (err?: unknown) => void): void {
    this.drop(sid);
    this.inner.set(sid, sess, (error?: unknown) => {
      if (!error) this.remember(sid, snapshot(sid, sess, this.now(), this.now()));
      callback?.(error);
    });
  }

  /** Stops the PostgreSQL store's prune timer (before its pool is ended). */
  async close(): Promise<void> {
    this.entries.clear();
    this.byHash.clear();
    const inner = this.inner as session.Store & { close?: () => Promise<void> | void };
    await inner.close?.();
  }

  /**
   * Forget every cached session of this user but one (a password reset signs the others out; their
   * rows are deleted from PostgreSQL by the caller). Other instances drop theirs within `ttlMs`.
   */
  forgetUser(userId: string, exceptSid?: string): void {
    void this.tellEnded({ userId, exceptSid });
    this.dropUser(userId, exceptSid);
  }

  /**
   * A sign-out, or a user's sessions ended, on another instance (its announcement): forget them
   * here at once. Named by hash (hashSession), as announcements carry them.
   */
  endedElsewhere(ended: { sidHashes?: readonly string[]; user?: { id: string; exceptHash?: string } }): void {
    for (const hash of ended.sidHashes ?? []) {
      const sid = this.byHash.get(hash);
      if (sid !== undefined) this.drop(sid);
    }
    if (ended.user) {
      // The one session kept (a password reset's own), if this instance has it.
      const kept = ended.user.exceptHash === undefined ? undefined : this.byHash.get(ended.user.exceptHash);
      this.dropUser(ended.user.id, kept);
    }
  }

  private dropUser(userId: string, exceptSid?: string): void {
    for (const [sid, entry] of this.entries) {
      if (entry.userId === userId && sid !== exceptSid) this.drop(sid);
    }
  }

  private drop(sid: string): void {
    const entry = this.entries.get(sid);
    if (!entry) return;
    this.entries.delete(sid);
    this.byHash.delete(entry.sidHash);
  }

  /**
   * Told of every sign-out made through this process (open live streams of the session close, the
   * other instances are told). A sign-out answers once its listeners have finished.
   */
  onEnded(listener: (ended: SessionsEnded) => void | Promise<void>): void {
    this.endedListeners.push(listener);
  }

  private tellEnded(ended: SessionsEnded): Promise<unknown> {
    return Promise.allSettled(this.endedListeners.map(async (listener) => listener(ended)));
  }

  destroy(sid: string, callback?: (err?: unknown) => void): void {
    this.drop(sid);
    const told = this.tellEnded({ sid });
    this.inner.destroy(sid, (error?: unknown) => {
      this.drop(sid);
      void told.then(() => callback?.(error));
    });
  }

  override touch(sid: string, sess: session.SessionData, callback?: (err?: unknown) => void): void {
    const entry = this.entries.get(sid);
    const now = this.now();
    if (entry && now - entry.touchedAt < this.options.touchEveryMs) {
      setCookie(entry, sess.cookie);
      callback?.();
      return;
    }
    const touch = this.inner.touch?.bind(this.inner);
    if (!touch) return callback?.();
    touch(sid, sess, (error?: unknown) => {
      const current = this.entries.get(sid);
      if (!error && current) {
        current.touchedAt = now;
        setCookie(current, sess.cookie);
      }
      callback?.(error);
    });
  }

  private remember(sid: string, entry: Entry): void {
    this.entries.set(sid, entry);
    this.byHash.set(entry.sidHash, sid);
  }
}

function snapshot(sid: string, sess: session.SessionData, loadedAt: number, touchedAt: number): Entry {
  const { cookie, ...rest } = sess;
  const entry: Entry = {
    data: JSON.stringify(rest),
    cookie,
    expiresAt: null,
    userId: (rest as { passport?: { user?: unknown } }).passport?.user,
    loadedAt,
    touchedAt,
    sidHash: hashSession(sid),
  };
  setCookie(entry, cookie);
  return entry;
}

/** Keeps the cookie's fields as JSON values, never express-session's live Cookie object. */
function setCookie(entry: Entry, cookie: session.Cookie | undefined): void {
  // express-session's Cookie gives its fields through toJSON(); a stored one is a plain object.
  const fields = (cookie as { toJSON?: () => Record<string, unknown> } | undefined)?.toJSON?.() ?? cookie ?? {};
  const expires = (fields as { expires?: Date | string | null }).expires;
  const expiresAt = expires ? new Date(expires).getTime() : null;
  entry.cookie = { ...fields, expires: expiresAt === null ? expires : new Date(expiresAt).toISOString() } as never;
  entry.expiresAt = expiresAt;
}
