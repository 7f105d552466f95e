import { Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { EVENT_STORE, EventStore } from '../../event-store/event-store.port';
import { PaymentsModule } from '../../payments/payments.module';
import { IdentityModule } from '../identity/identity.module';
import { PlayerModule } from '../player/player.module';
import { AdjustBalanceController } from './adjust-balance/adjust-balance.controller';
import { AdjustBalanceHandler } from './adjust-balance/adjust-balance.handler';
import { SimulatedConfirmController } from './confirm-simulated-payment/simulated-confirm.controller';
import { CreatePaymentIntentController } from './create-payment-intent/create-payment-intent.controller';
import { CreateDepositIntentHandler } from './create-payment-intent/create-payment-intent.handler';
import { DepositPageController } from './deposit-page/deposit-page.controller';
import { LedgerController } from './ledger/ledger.controller';
import { LedgerVerifier } from './ledger/ledger-verifier';
import { LedgerIntegrity } from './ledger/ledger-integrity';
import { LedgerSealer } from './ledger/ledger-sealer';
import { LedgerSealsController } from './ledger/ledger-seals.controller';
import { CreditCardPaymentHandler } from './record-deposit/credit-card-payment.handler';
import { DepositFlows } from './record-deposit/deposit-flows';
import { RecordDepositController } from './record-deposit/record-deposit.controller';
import { RequestBankDepositHandler } from './record-deposit/request-bank-deposit.handler';
import { RequestWithdrawalController } from './request-withdrawal/request-withdrawal.controller';
import { RequestWithdrawalHandler } from './request-withdrawal/request-withdrawal.handler';
import { CardWithdrawableController } from './card-withdrawal/card-withdrawable.controller';
import { RequestCardWithdrawalHandler } from './card-withdrawal/card-withdrawal.handler';
import { SettleCardRefundHandler } from './card-withdrawal/settle-card-refund.handler';
import { ReviewDepositsController } from './review-deposits/review-deposits.controller';
import { ReviewWithdrawalsController } from './review-withdrawals/review-withdrawals.controller';
import { FinanceReviewHandler } from './shared/finance-review.handler';
import { WalletReads } from './shared/wallet-reads';
import { FinanceQueuePages } from './shared/finance-queue-pages';
import { CreditPayPalOrderHandler } from './paypal/credit-paypal-order.handler';
import { PayPalOrdersController } from './paypal/paypal-orders.controller';
import { PayPalWebhookController } from './paypal/paypal-webhook.controller';
import { SimulatedPayPalController } from './paypal/simulated-paypal.controller';
import { StripeWebhookController } from './stripe-webhook/stripe-webhook.controller';
import { TransactionsController } from './transactions/transactions.controller';
import { HistoryController } from './history/history.controller';
import { HistoryRead } from './history/history.read';
import { ApprovalsController } from './four-eyes/approvals.controller';
import { ApprovalsRead } from './four-eyes/approvals.read';
import { FourEyesApprovals } from './four-eyes/four-eyes.service';
import { PayoutFilesController } from './payout-files/payout-files.controller';
import { PayoutFiles } from './payout-files/payout-files.service';
import { BankStatementsController } from './bank-statements/bank-statements.controller';
import { BankStatements } from './bank-statements/bank-statements.service';
import { StatementMatching } from './bank-statements/statement-matching';

/** Deposits, withdrawals, holds and the ledger checks: see docs/decisions/wallet.md. */
@Module({
  imports: [IdentityModule, PaymentsModule, PlayerModule],
  controllers: [
    CreatePaymentIntentController,
    SimulatedConfirmController,
    RecordDepositController,
    DepositPageController,
    StripeWebhookController,
    PayPalOrdersController,
    PayPalWebhookController,
    SimulatedPayPalController,
    RequestWithdrawalController,
    CardWithdrawableController,
    ReviewDepositsController,
    ReviewWithdrawalsController,
    AdjustBalanceController,
    LedgerController,
    LedgerSealsController,
    TransactionsController,
    HistoryController,
    ApprovalsController,
    PayoutFilesController,
    BankStatementsController,
  ],
  providers: [
    WalletReads,
    FinanceQueuePages,
    HistoryRead,
    DepositFlows,
    {
      provide: LedgerVerifier,
      inject: [EVENT_STORE, DataSource],
      useFactory: (store: EventStore, ds: DataSource) => new LedgerVerifier(store, ds),
    },
    LedgerSealer,
    LedgerIntegrity,
    CreateDepositIntentHandler,
    CreditCardPaymentHandler,
    CreditPayPalOrderHandler,
    RequestBankDepositHandler,
    RequestWithdrawalHandler,
    RequestCardWithdrawalHandler,
    SettleCardRefundHandler,
    FinanceReviewHandler,
    AdjustBalanceHandler,
    FourEyesApprovals,
    ApprovalsRead,
    PayoutFiles,
    BankStatements,
    StatementMatching,
  ],
  exports: [FourEyesApprovals],
})
export class WalletModule {}
