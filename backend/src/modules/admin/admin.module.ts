import { Module } from '@nestjs/common';
import { AdminOverviewController } from './admin-overview.controller';
import { AdminReads } from './admin-reads';

/** The admin screens' read API. Money-moving admin actions live with their contexts (wallet, tournaments). */
@Module({
  controllers: [AdminOverviewController],
  providers: [AdminReads],
})
export class AdminModule {}
