import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';

/**
 * OpenAPI at /api/docs (and /api/docs/openapi.json) outside production only. In production the
 * map of every endpoint is not published: /api/docs is an ordinary 404.
 */
export function setUpApiDocs(app: INestApplication, config: { production: boolean }): void {
  if (config.production) return;
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
}
