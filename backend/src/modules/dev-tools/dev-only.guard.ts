import { CanActivate, Inject, Injectable } from '@nestjs/common';
import { DomainError } from '../../domain/shared/decider';
import { APP_CONFIG, AppConfig } from '../../config/app-config';

/**
 * Belt and braces: without the test tools switched on the module registers no controllers at all
 * (see DevToolsModule), and should one ever be mounted anyway, every /api/test/* call still answers 404.
 */
@Injectable()
export class DevOnlyGuard implements CanActivate {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  canActivate(): boolean {
    if (!this.config.testTools || this.config.production) throw new DomainError('NOT_FOUND', 'Not found.', 'not_found');
    return true;
  }
}
