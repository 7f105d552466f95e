import connectPgSimple from 'connect-pg-simple';
import type { Express } from 'express';
import session from 'express-session';
import passport from 'passport';
import { Pool } from 'pg';
import { AppConfig } from '../../config/app-config';

export const SESSION_COOKIE = 'courtcash.sid';
const SEVEN_DAYS_MS = 7 * 24 * 60 * 60 * 1000;

/** Sessions live in PostgreSQL (the seed's `sessions` table); the cookie is HttpOnly, SameSite=Lax, Secure in production. */
export function setUpSessions(app: Express, pool: Pool, config: AppConfig): void {
  const PgStore = connectPgSimple(session);
  // Client addresses (the sign-in throttle) believe X-Forwarded-For only through TRUST_PROXY hops;
  // trusting one hop blindly let a directly reachable port forge any address.
  app.set('trust proxy', config.trustProxy);
  app.use(
    session({
      name: SESSION_COOKIE,
      secret: config.sessionSecret,
      store: new PgStore({ pool, tableName: 'sessions', createTableIfMissing: false, pruneSessionInterval: 15 * 60 }),
      resave: false,
      saveUninitialized: false,
      rolling: true,
      // Behind a TLS-terminating proxy the Secure cookie still goes out (X-Forwarded-Proto), whatever TRUST_PROXY says.
      proxy: config.production ? true : undefined,
      cookie: { httpOnly: true, sameSite: 'lax', secure: config.production, maxAge: SEVEN_DAYS_MS, path: '/' },
    }),
  );
  app.use(passport.initialize());
  app.use(passport.session());
}
