import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { ErrorBody } from './error-body.dto';

/** The OpenAPI document of every mounted controller (the app must have its 'api' prefix set). */
export function buildApiDocument(app: INestApplication): OpenAPIObject {
  return SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('CourtCash API')
      .setDescription(
        'Padel and pickleball doubles matches with an event-sourced USD wallet. Money is sent as "12.50" strings.',
      )
      .setVersion('1.0.0')
      .addCookieAuth('courtcash.sid')
      // Every error, whatever the endpoint: http-error.filter.ts.
      .addGlobalResponse({ status: 'default', description: 'An error a person can read.', type: ErrorBody })
      .build(),
    { extraModels: [ErrorBody] },
  );
}

/**
 * OpenAPI at /api/docs (and /api/docs/openapi.json) only with NODE_ENV=development. Anywhere else
 * (production, test mode, zero configuration) the map of every endpoint is not published: /api/docs
 * is an ordinary 404. Specs and `npm run api:types` build the document with buildApiDocument.
 */
export function setUpApiDocs(app: INestApplication, config: { nodeEnv: string | null }): void {
  if (config.nodeEnv !== 'development') return;
  SwaggerModule.setup('api/docs', app, buildApiDocument(app), { jsonDocumentUrl: 'api/docs/openapi.json' });
}
