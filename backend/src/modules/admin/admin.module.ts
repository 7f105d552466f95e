import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module';
import { WalletModule } from '../wallet/wallet.module';
import { ChangeRoleController } from './change-role/change-role.controller';
import { AdminOverviewController } from './admin-overview.controller';
import { AdminReads } from './admin-reads';
import { AdminAuditController } from './audit/admin-audit.controller';
import { AdminAuditRead } from './audit/admin-audit.read';
import { AdminExportsController } from './exports/admin-exports.controller';
import { AdminFinanceController } from './revenue/admin-finance.controller';
import { PlatformRevenueRead } from './revenue/platform-revenue.read';
import { LedgerAccountsController } from './ledger-accounts/ledger-accounts.controller';
import { AdminTournamentsRead } from './tournaments/admin-tournaments.read';
import { AdminTransactionsRead } from './transactions/admin-transactions.read';

/** The admin screens' read API. Money-moving admin actions live with their contexts (wallet, tournaments). */
@Module({
  imports: [IdentityModule, WalletModule],
  controllers: [
    AdminOverviewController,
    AdminAuditController,
    AdminExportsController,
    // After the exports: its `transactions/:id` must not take `transactions/export.csv`.
    AdminFinanceController,
    LedgerAccountsController,
    ChangeRoleController,
  ],
  providers: [AdminReads, AdminTournamentsRead, AdminTransactionsRead, PlatformRevenueRead, AdminAuditRead],
})
export class AdminModule {}
