import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { APP_CONFIG, AppConfig } from '../../config/app-config';

/** What the browser app needs to know about this server before it decides what to show. */
@ApiTags('health')
@Controller('config')
export class ClientConfigController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** `testTools`: whether the developer test pages (/test-login, ...) and /api/test/* exist here. */
  @ApiOkResponse({
    schema: {
      type: 'object',
      required: ['testTools'],
      properties: {
        testTools: { type: 'boolean', description: 'Whether the developer test pages and /api/test/* exist here.' },
      },
    },
  })
  @Get()
  clientConfig(): { testTools: boolean } {
    return { testTools: this.config.testTools };
  }
}
