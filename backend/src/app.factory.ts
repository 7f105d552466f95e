import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { INestApplication, Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { type NextFunction, type Request, type Response } from 'express';
import { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { AppModule } from './app.module';
import { AppConfig } from './config/app-config';
import { createEventStore } from './event-store/create-event-store';
import { EventStore } from './event-store/event-store.port';
import { openDatabase } from './infrastructure/database/data-source';
import { HttpErrorFilter } from './infrastructure/http/http-error.filter';
import { useJsonBodies } from './infrastructure/http/json-bodies';
import { correlationIdMiddleware } from './infrastructure/http/request-context';
import { setUpSessions } from './infrastructure/http/session.setup';
import { createValidationPipe } from './infrastructure/http/validation.pipe';
import { DEMO_USERS, EnsureUsers } from './modules/identity/admin-bootstrap/ensure-users';
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
  const store = createEventStore({ pool, eventStoreConnectionString: config.eventStoreConnectionString });
  const runner = new ProjectionRunner(store, dataSource, allProjections(), {
    log: (message) => log.error(message),
  });

  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.forRoot({ config, databaseUrl, dataSource, eventStore: store, runner }),
    { logger: options.logger === false ? false : ['error', 'warn'], bodyParser: false },
  );
  app.disable('x-powered-by');
  app.use(correlationIdMiddleware);
  useJsonBodies(app);
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
      await runner.stop();
      await app.close();
      await store.close();
      await pool.end();
      if (dataSource.isInitialized) await dataSource.destroy();
    },
  };
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
