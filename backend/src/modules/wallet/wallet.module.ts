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
import { ReviewDepositsController } from './review-deposits/review-deposits.controller';
import { ReviewWithdrawalsController } from './review-withdrawals/review-withdrawals.controller';
import { IdempotencyInterceptor } from './shared/idempotency/idempotency.interceptor';
import { IdempotencyStore } from './shared/idempotency/idempotency.store';
import { FinanceReviewHandler } from './shared/finance-review.handler';
import { WalletCommands } from './shared/wallet-commands';
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
    ReviewDepositsController,
    ReviewWithdrawalsController,
    AdjustBalanceController,
    LedgerController,
    LedgerSealsController,
    TransactionsController,
    HistoryController,
    ApprovalsController,
  ],
  providers: [
    WalletCommands,
    WalletReads,
    FinanceQueuePages,
    HistoryRead,
    DepositFlows,
    IdempotencyStore,
    IdempotencyInterceptor,
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
    FinanceReviewHandler,
    AdjustBalanceHandler,
    FourEyesApprovals,
    ApprovalsRead,
  ],
  exports: [WalletCommands, FourEyesApprovals],
})
export class WalletModule {}
