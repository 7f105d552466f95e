import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { NestFactory } from '@nestjs/core';
import { DataSource } from 'typeorm';
import { AppModule, type AppDependencies } from '../app.module';
import { loadConfig } from '../config/app-config';
import { buildApiDocument } from '../infrastructure/http/api-docs';

/**
 * Writes the OpenAPI document (the one /api/docs serves) without a server or a database: Nest's
 * preview mode scans the modules and controllers but instantiates no provider, so nothing connects.
 * The test tools are switched on so that their endpoints (which the dev pages call) are described too.
 * `node dist/scripts/openapi.js [out.json]`; stdout without an argument.
 */
async function main(): Promise<void> {
  const config = loadConfig({ NODE_ENV: 'development', ENABLE_TEST_TOOLS: 'true', SESSION_SECRET: 'x'.repeat(32) });
  // Preview mode instantiates no provider, so the infrastructure is never touched: empty stand-ins.
  const deps = {
    config,
    databaseUrl: 'postgres://unused',
    dataSource: new DataSource({ type: 'postgres', url: 'postgres://unused' }),
    eventStore: {},
    runner: {},
    fence: {},
    sessions: {},
  } as unknown as AppDependencies;
  const app = await NestFactory.create(AppModule.forRoot(deps), { preview: true, logger: false, abortOnError: false });
  app.setGlobalPrefix('api');
  const document = buildApiDocument(app);
  const json = `${JSON.stringify(document, null, 2)}\n`;
  const out = process.argv[2];
  if (out) writeFileSync(out, json);
  else process.stdout.write(json);
  await app.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
