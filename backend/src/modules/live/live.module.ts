import { Module } from '@nestjs/common';
import { LiveController } from './live.controller';
import { LiveHub } from './live-hub';

/** GET /api/live: what just changed, pushed to signed-in clients (docs/decisions/live.md). */
@Module({
  controllers: [LiveController],
  providers: [LiveHub],
})
export class LiveModule {}
