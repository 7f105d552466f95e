import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { INestApplication, Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response } from 'express';
import { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { AppModule } from './app.module';
import { AppConfig } from './config/app-config';
import { createEventStore } from './event-store/create-event-store';
import { EventStore } from './event-store/event-store.port';
import { guardPool } from './infrastructure/database/connection-faults';
import { openDatabase } from './data-source';
import { setUpApiDocs } from './infrastructure/http/api-docs';
import { refuseCrossSiteRequests } from './infrastructure/http/csrf.middleware';
import { devToolsOnlyForLocalOrAdmin } from './infrastructure/http/dev-tools-access';
import { loadFrontendPages } from './infrastructure/http/frontend-pages';
import { HttpErrorFilter } from './infrastructure/http/http-error.filter';
import { useJsonBodies } from './infrastructure/http/json-bodies';
import { correlationIdMiddleware } from './infrastructure/http/request-context';
import { securityHeaders } from './infrastructure/http/security-headers';
import { createSessionStore, setUpSessions } from './infrastructure/http/session.setup';
import { createValidationPipe } from './infrastructure/http/validation.pipe';
import { DEMO_USERS, EnsureUsers, randomDemoPassword } from './modules/identity/admin-bootstrap/ensure-users';
import { WriteFence } from './infrastructure/event-sourcing/write-fence';
import { ReadModels } from './projections/runner/read-models';
import { ProjectionWorker } from './projection-worker';
import { isApi, readYourWrites } from './read-your-writes';
import { IDLE_CONNECTION_MS } from './infrastructure/database/pool-settings';

export interface RunningApp {
  app: INestApplication;
  dataSource: DataSource;
  pool: Pool;
  store: EventStore;
  runner: ReadModels;
  /** Accounts created at start-up, to print. */
  seeded: Array<{ email: string; password: string; role: string; outcome: string }>;
  close(): Promise<void>;
}

const FRONTEND_DIST = resolve(__dirname, '../../frontend/dist');

/** Builds the whole app on a database URL: migrations, event store, projections, HTTP. Used by main, scripts and tests. */
export async function createApp(
  config: AppConfig,
  databaseUrl: string,
  options: { logger?: boolean } = {},
): Promise<RunningApp> {
  const log = new Logger('App');
  // A connection the server drops (restart, failover, pg_terminate_backend), idle or checked out,
  // must not crash the process: see connection-faults.ts.
  let closing = false;
  const warn = (message: string) => {
    if (!closing) log.warn(message);
  };
  const dataSource = await openDatabase(databaseUrl, warn);
  const pool = new Pool({ connectionString: databaseUrl, max: 20, idleTimeoutMillis: IDLE_CONNECTION_MS });
  guardPool(pool, 'event store and sessions', warn);
  const fence = new WriteFence();
  const sessions = createSessionStore(pool);
  const store = fence.watch(createEventStore({ pool, eventStoreConnectionString: config.eventStoreConnectionString }));
  // The read models and the ledger subscribers apply events on a thread of their own (see
  // projection-worker.ts); the mirrors appended there move this fence as the app's appends do.
  const runner: ReadModels = new ProjectionWorker(
    { databaseUrl, eventStoreConnectionString: config.eventStoreConnectionString },
    (message) => log.error(message),
    (position) => fence.note(position),
  );

  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.forRoot({ config, databaseUrl, dataSource, eventStore: store, runner, fence, sessions }),
    { logger: options.logger === false ? false : ['error', 'warn'], bodyParser: false },
  );
  app.disable('x-powered-by');
  // API answers are never stored (balances on a shared computer) nor revalidated: no ETag to hash.
  app.set('etag', false);
  app.set('trust proxy', config.trustProxy); // hop count; 0 = X-Forwarded-For is ignored
  app.use(securityHeaders(config));
  app.use(correlationIdMiddleware);
  app.use(noStoreForApi);
  app.use(refuseCrossSiteRequests(config));
  // Pages and assets need no body, session or signed-in user.
  serveFrontend(app);
  useJsonBodies(app);
  // Before the session: loading the signed-in user reads the users read model too. Every write's
  // answer carries its position; a read waits for the read models it needs to pass the client's.
  app.use(readYourWrites({ fence, store, timeoutMs: config.projectionWaitTimeoutMs, secure: config.production }));
  setUpSessions(app.getHttpAdapter().getInstance(), sessions, config);
  app.use(devToolsOnlyForLocalOrAdmin(config));
  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new HttpErrorFilter());

  setUpApiDocs(app, config);
  await app.init();
  fence.follow(runner, runner.subscribers);
  runner.start();

  const seeded: RunningApp['seeded'] = [];
  const ensureUsers = app.get(EnsureUsers);
  if (config.admin) {
    const outcome = await ensureUsers.ensure(
      { ...config.admin, firstName: 'Admin', lastName: 'User', admin: true },
      'ADMIN_EMAIL at start-up',
    );
    seeded.push({ email: config.admin.email, password: '(from ADMIN_PASSWORD)', role: 'admin', outcome });
  }
  if (config.seedDemoData) {
    for (const user of DEMO_USERS) {
      const password = randomDemoPassword();
      const outcome = await ensureUsers.ensure({ ...user, password }, 'development demo data');
      const shown = outcome === 'created' ? password : '(printed when it was created)';
      seeded.push({ email: user.email, password: shown, role: user.admin ? 'admin' : 'player', outcome });
    }
  }

  return {
    app,
    dataSource,
    pool,
    store,
    runner,
    seeded,
    async close() {
      closing = true;
      // Acknowledged commands did not wait for the read models and mirrors: let them catch up.
      await fence.drain(config.projectionWaitTimeoutMs);
      await runner.stop();
      await app.close();
      await store.close();
      await sessions.close();
      await pool.end();
      if (dataSource.isInitialized) await dataSource.destroy();
    },
  };
}

/** Every API answer, JSON or CSV export, health included: one place says it. */
function noStoreForApi(req: Request, res: Response, next: NextFunction): void {
  if (isApi(req)) res.setHeader('Cache-Control', 'no-store');
  next();
}

/**
 * The built React app for every page outside /api (client-side routing decides what to show); any
 * other path gets the same app with a 404 status, and the app shows its page-not-found page.
 */
function serveFrontend(app: NestExpressApplication): void {
  const index = join(FRONTEND_DIST, 'index.html');
  if (!existsSync(index)) return;
  const isPage = loadFrontendPages(FRONTEND_DIST);
  const assets = express.static(FRONTEND_DIST, { index: false, maxAge: '1h' });
  // API requests never touch the file system (a stat per request cost ~6% of the HTTP thread).
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (isApi(req)) next();
    else void assets(req, res, next);
  });
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' || isApi(req)) return next();
    if (!isPage(req.path)) res.status(404);
    res.sendFile(index);
  });
}
