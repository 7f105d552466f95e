import { Module } from '@nestjs/common';
import { LiveController } from './live.controller';
import { LiveHub } from './live-hub';
import { IdentityModule } from '../identity/identity.module';

/** GET /api/live: what just changed, pushed to signed-in clients (docs/decisions/live.md). */
@Module({
  imports: [IdentityModule],
  controllers: [LiveController],
  providers: [LiveHub],
})
export class LiveModule {}
