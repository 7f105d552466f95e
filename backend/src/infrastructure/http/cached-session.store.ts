import session from 'express-session';

interface Entry {
  sess: session.SessionData;
  /** When this process last read or wrote the session in PostgreSQL. */
  loadedAt: number;
  /** When this process last wrote its expiry (touch) to PostgreSQL. */
  touchedAt: number;
}

export interface CachedSessionStoreOptions {
  /** How long a session read from PostgreSQL is served from memory (another instance's logout shows after this). */
  ttlMs: number;
  /** A rolling session's new expiry is written to PostgreSQL at most this often. */
  touchEveryMs: number;
  /** Sessions remembered (least recently used forgotten first). */
  capacity: number;
}

/**
 * A small write-through cache in front of the PostgreSQL session store (connect-pg-simple), so a
 * request does not cost a session SELECT and a rolling-expiry UPDATE. Writes (login, logout,
 * changes) go to PostgreSQL first, then to memory, so in this process a logout takes effect at
 * once. Another instance may serve a session it cached up to `ttlMs` after a logout elsewhere:
 * see docs/decisions/wallet.md "Sessions".
 */
export class CachedSessionStore extends session.Store {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly inner: session.Store,
    private readonly options: CachedSessionStoreOptions,
    private readonly now: () => number = Date.now,
  ) {
    super();
  }

  get(sid: string, callback: (err: unknown, session?: session.SessionData | null) => void): void {
    const entry = this.entries.get(sid);
    const now = this.now();
    if (entry && now - entry.loadedAt < this.options.ttlMs && !expired(entry.sess, now)) {
      this.remember(sid, entry);
      callback(null, structuredClone(entry.sess));
      return;
    }
    this.inner.get(sid, (error, sess) => {
      if (error) return callback(error);
      if (sess) this.remember(sid, { sess: structuredClone(sess), loadedAt: this.now(), touchedAt: this.now() });
      else this.entries.delete(sid);
      callback(null, sess ?? null);
    });
  }

  set(sid: string, sess: session.SessionData, callback?: (err?: unknown) => void): void {
    this.entries.delete(sid);
    this.inner.set(sid, sess, (error?: unknown) => {
      if (!error) this.remember(sid, { sess: structuredClone(sess), loadedAt: this.now(), touchedAt: this.now() });
      callback?.(error);
    });
  }

  /** Stops the PostgreSQL store's prune timer (before its pool is ended). */
  async close(): Promise<void> {
    this.entries.clear();
    const inner = this.inner as session.Store & { close?: () => Promise<void> | void };
    await inner.close?.();
  }

  /**
   * Forget every cached session of this user but one (a password reset signs the others out; their
   * rows are deleted from PostgreSQL by the caller). Other instances drop theirs within `ttlMs`.
   */
  forgetUser(userId: string, exceptSid?: string): void {
    for (const [sid, entry] of this.entries) {
      const passport = (entry.sess as { passport?: { user?: unknown } }).passport;
      if (passport?.user === userId && sid !== exceptSid) this.entries.delete(sid);
    }
  }

  destroy(sid: string, callback?: (err?: unknown) => void): void {
    this.entries.delete(sid);
    this.inner.destroy(sid, (error?: unknown) => {
      this.entries.delete(sid);
      callback?.(error);
    });
  }

  override touch(sid: string, sess: session.SessionData, callback?: (err?: unknown) => void): void {
    const entry = this.entries.get(sid);
    const now = this.now();
    if (entry && now - entry.touchedAt < this.options.touchEveryMs) {
      entry.sess = { ...entry.sess, cookie: sess.cookie };
      callback?.();
      return;
    }
    const touch = this.inner.touch?.bind(this.inner);
    if (!touch) return callback?.();
    touch(sid, sess, (error?: unknown) => {
      const current = this.entries.get(sid);
      if (!error && current) {
        current.touchedAt = now;
        current.sess = { ...current.sess, cookie: sess.cookie };
      }
      callback?.(error);
    });
  }

  private remember(sid: string, entry: Entry): void {
    this.entries.delete(sid);
    this.entries.set(sid, entry);
    if (this.entries.size > this.options.capacity) this.entries.delete(this.entries.keys().next().value as string);
  }
}

function expired(sess: session.SessionData, now: number): boolean {
  const expires = sess.cookie?.expires;
  return expires !== undefined && expires !== null && new Date(expires).getTime() <= now;
}
