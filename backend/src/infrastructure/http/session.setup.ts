import connectPgSimple from 'connect-pg-simple';
import type { Express } from 'express';
import session from 'express-session';
import passport from 'passport';
import { Pool } from 'pg';
import { AppConfig } from '../../config/app-config';
import { CachedSessionStore } from './cached-session.store';

export const SESSION_COOKIE = 'courtcash.sid';
const SEVEN_DAYS_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Sessions live in PostgreSQL (the seed's `sessions` table) behind a short in-memory cache; the
 * cookie is HttpOnly, SameSite=Lax, Secure in production.
 */
export function createSessionStore(pool: Pool): CachedSessionStore {
  const PgStore = connectPgSimple(session);
  return new CachedSessionStore(
    new PgStore({ pool, tableName: 'sessions', createTableIfMissing: false, pruneSessionInterval: 15 * 60 }),
    { ttlMs: 5_000, touchEveryMs: 60_000, capacity: 50_000 },
  );
}

export function setUpSessions(app: Express, store: CachedSessionStore, config: AppConfig): void {
  // 'trust proxy' is TRUST_PROXY hops, set in app.factory before any middleware reads an address.
  app.use(
    session({
      name: SESSION_COOKIE,
      secret: config.sessionSecret,
      store,
      resave: false,
      saveUninitialized: false,
      rolling: true,
      // Behind a TLS-terminating proxy the Secure cookie still goes out (X-Forwarded-Proto), whatever TRUST_PROXY says.
      proxy: config.production ? true : undefined,
      cookie: { httpOnly: true, sameSite: 'lax', secure: config.production, maxAge: SEVEN_DAYS_MS, path: '/' },
    }),
  );
  // No passport.initialize(): in passport 0.7 it only sets req.login/logout/isAuthenticated and the
  // session manager, which passport.authenticate() (this 'session' one and the login's) sets too.
  app.use(passport.session());
}
