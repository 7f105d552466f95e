import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { INestApplication, Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import express, { type NextFunction, type Request, type Response } from 'express';
import { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { AppModule } from './app.module';
import { AppConfig } from './config/app-config';
import { createEventStore } from './event-store/create-event-store';
import { EventStore } from './event-store/event-store.port';
import { openDatabase } from './infrastructure/database/data-source';
import { HttpErrorFilter } from './infrastructure/http/http-error.filter';
import { correlationIdMiddleware } from './infrastructure/http/request-context';
import { setUpSessions } from './infrastructure/http/session.setup';
import { createValidationPipe } from './infrastructure/http/validation.pipe';
import { DEMO_USERS, EnsureUsers } from './modules/identity/admin-bootstrap/ensure-users';
import { WriteFence } from './infrastructure/event-sourcing/write-fence';
import { TournamentLedgerMirror } from './modules/tournaments/shared/tournament-ledger-mirror';
import { PlatformLedgerSubscriber } from './modules/wallet/platform-ledger/platform-ledger.subscriber';
import { allProjections } from './projections/all-projections';
import { ProjectionRunner } from './projections/runner/projection-runner';

export interface RunningApp {
  app: INestApplication;
  dataSource: DataSource;
  pool: Pool;
  store: EventStore;
  runner: ProjectionRunner;
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
  const dataSource = await openDatabase(databaseUrl);
  const pool = new Pool({ connectionString: databaseUrl, max: 20 });
  // An idle connection that the server closes (restart, failover) must not crash the process.
  let closing = false;
  pool.on('error', (error) => {
    if (!closing) log.warn(`idle database connection lost: ${error.message}`);
  });
  const fence = new WriteFence();
  const store = fence.watch(createEventStore({ pool, eventStoreConnectionString: config.eventStoreConnectionString }));
  const runner = new ProjectionRunner(store, dataSource, allProjections(), {
    log: (message) => log.error(message),
  });

  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.forRoot({ config, databaseUrl, dataSource, eventStore: store, runner, fence }),
    { logger: options.logger === false ? false : ['error', 'warn'], bodyParser: false },
  );
  app.disable('x-powered-by');
  app.use(correlationIdMiddleware);
  useJsonBodies(app);
  // Before the session: loading the signed-in user reads the users read model too.
  app.use(readYourWrites(fence, config.projectionWaitTimeoutMs));
  setUpSessions(app.getHttpAdapter().getInstance(), pool, config);
  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new HttpErrorFilter());
  app.enableShutdownHooks();

  const openApi = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('CourtCash API')
      .setDescription(
        'Padel and pickleball doubles matches with an event-sourced USD wallet. Money is sent as "12.50" strings.',
      )
      .setVersion('1.0.0')
      .addCookieAuth('courtcash.sid')
      .build(),
  );
  SwaggerModule.setup('api/docs', app, openApi, { jsonDocumentUrl: 'api/docs/openapi.json' });

  serveFrontend(app);
  await app.init();
  fence.follow(runner, app.get(PlatformLedgerSubscriber).runner, app.get(TournamentLedgerMirror).runner);
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
      const outcome = await ensureUsers.ensure(user, 'development demo data');
      seeded.push({ email: user.email, password: user.password, role: user.admin ? 'admin' : 'player', outcome });
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
      await pool.end();
      if (dataSource.isInitialized) await dataSource.destroy();
    },
  };
}

/**
 * JSON bodies, with the raw bytes kept for signature checks (payment webhooks), and a readable
 * 400 for a body that is not JSON.
 */
function useJsonBodies(app: NestExpressApplication): void {
  app.use(
    express.json({
      limit: '100kb',
      verify: (req, _res, buffer) => {
        (req as Request & { rawBody?: Buffer }).rawBody = Buffer.from(buffer);
      },
    }),
  );
  // PostgreSQL cannot store a NUL character in text; refuse it at the door with a readable 400.
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (/%00/i.test(req.originalUrl) || containsNul(req.body)) {
      res.status(400).json({
        message: 'The request contains a character that is not allowed.',
        code: 'REQUEST.INVALID_CHARACTER',
        statusCode: 400,
      });
      return;
    }
    next();
  });
  app.use((error: unknown, _req: Request, res: Response, next: NextFunction) => {
    const type = (error as { type?: string } | null)?.type;
    if (type === 'entity.parse.failed') {
      res
        .status(400)
        .json({ message: 'The request body is not valid JSON.', code: 'REQUEST.INVALID_JSON', statusCode: 400 });
    } else if (type === 'entity.too.large') {
      res.status(413).json({ message: 'The request body is too large.', code: 'REQUEST.TOO_LARGE', statusCode: 413 });
    } else {
      next(error);
    }
  });
}

/**
 * Reads wait until the read models and mirrors show every write this instance acknowledged
 * (commands no longer wait for them). Health must answer even when they are stuck.
 */
function readYourWrites(fence: WriteFence, timeoutMs: number) {
  return (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.path.startsWith('/api/')) return next();
    if (req.path === '/api/health') return next();
    fence.reached(timeoutMs).then(
      () => next(),
      () => {
        res.status(503).json({
          message: `The screens did not catch up with the latest changes within ${timeoutMs} ms. Refresh in a moment.`,
          code: 'PROJECTIONS.TIMEOUT',
          statusCode: 503,
        });
      },
    );
  };
}

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  return Object.entries(value as Record<string, unknown>).some(
    ([key, inner]) => key.includes('\u0000') || containsNul(inner, depth + 1),
  );
}

/** The built React app for every path outside /api (client-side routing decides what to show). */
function serveFrontend(app: NestExpressApplication): void {
  const index = join(FRONTEND_DIST, 'index.html');
  if (!existsSync(index)) return;
  app.useStaticAssets(FRONTEND_DIST, { index: false, maxAge: '1h' });
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' || req.path === '/api' || req.path.startsWith('/api/')) return next();
    res.sendFile(index);
  });
}
