import { DynamicModule, Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module';
import { LocalAuthGuard, LoginThrottle, PasswordHasher } from '../identity/identity.public';
import { DevOnlyGuard } from './dev-only.guard';
import { DevToolsController } from './dev-tools.controller';
import { TestUsersService } from './test-users.service';

/**
 * The developer test pages' endpoints (/api/test/*). Mounted only when the test tools are switched
 * on (NODE_ENV=development or test, or ENABLE_TEST_TOOLS=true); otherwise the module is empty and
 * every /api/test/* path is an ordinary 404.
 */
@Module({})
export class DevToolsModule {
  static forConfig(config: { testTools: boolean }): DynamicModule {
    if (!config.testTools) return { module: DevToolsModule };
    return {
      module: DevToolsModule,
      imports: [IdentityModule],
      controllers: [DevToolsController],
      providers: [TestUsersService, PasswordHasher, LoginThrottle, LocalAuthGuard, DevOnlyGuard],
    };
  }
}
