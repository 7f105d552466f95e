import { Module } from '@nestjs/common';
import { AdminOverviewController } from './admin-overview.controller';
import { AdminReads } from './admin-reads';
import { AdminTournamentsRead } from './tournaments/admin-tournaments.read';
import { AdminTransactionsRead } from './transactions/admin-transactions.read';

/** The admin screens' read API. Money-moving admin actions live with their contexts (wallet, tournaments). */
@Module({
  controllers: [AdminOverviewController],
  providers: [AdminReads, AdminTournamentsRead, AdminTransactionsRead],
})
export class AdminModule {}
