import { Logger } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { streamNames } from '../../../event-store/event-store.port';
import { walletDecider } from '../../../domain/wallet/wallet.decider';
import { DomainError } from '../../../domain/shared/decider';
import { WalletState } from '../../../domain/wallet/wallet.state';
import { CommandContext, CommandExecutor } from '../../../infrastructure/event-sourcing/command-executor';
import { RefundView } from '../../../payments/payment-provider.port';

/** Where the processor's word came from: the create answer, or a signed webhook. */
export type RefundReportPath = 'refund-create' | 'stripe-webhook';

export class SettleCardRefundCommand {
  constructor(
    readonly userId: string,
    readonly withdrawalId: string,
    /** As the processor reports it; the decider checks it against the withdrawal it names. */
    readonly refund: RefundView,
    readonly context: CommandContext,
    readonly via: RefundReportPath = 'refund-create',
    readonly now: Date = new Date(),
  ) {}
}

const FINAL = { succeeded: 'succeeded', failed: 'failed', canceled: 'canceled' } as const;

/**
 * Settles a card withdrawal from the processor's report of its refund: succeeded completes it,
 * failed or canceled reverses it (the hold returns to the wallet). Pending reports change nothing.
 * Event ids come from the withdrawal id, so however many reports arrive, one outcome is appended.
 * Answers the wallet after the report.
 */
@CommandHandler(SettleCardRefundCommand)
export class SettleCardRefundHandler implements ICommandHandler<SettleCardRefundCommand, WalletState> {
  private readonly logger = new Logger('CardRefund');

  constructor(private readonly executor: CommandExecutor) {}

  async execute({ userId, withdrawalId, refund, context, via, now }: SettleCardRefundCommand): Promise<WalletState> {
    const status = FINAL[refund.status as keyof typeof FINAL];
    if (!status || !refund.paymentIntentId) return this.executor.state(streamNames().wallet(userId), walletDecider);
    if (refund.currency !== 'usd') {
      throw new DomainError('WALLET.CARD_REFUND_MISMATCH', 'This refund does not match the card withdrawal it names.');
    }
    const before = await this.executor.state(streamNames().wallet(userId), walletDecider);
    if (status === 'failed' && before.withdrawals.get(withdrawalId)?.status === 'completed') {
      // A refund that fails after it succeeded is for finance to resolve (docs/decisions/card-withdrawals.md).
      this.logger.error(`refund ${refund.id} of completed withdrawal ${withdrawalId} failed: finance must resolve it`);
    }
    const { state } = await this.executor.handle(
      streamNames().wallet(userId),
      walletDecider,
      {
        type: 'SettleCardRefund',
        data: {
          withdrawalId,
          refundId: refund.id,
          paymentIntentId: refund.paymentIntentId,
          amountCents: refund.amountCents,
          status,
          failureReason: refund.failureReason ?? undefined,
          now: now.toISOString(),
        },
      },
      context,
      { metadata: { refundId: refund.id, settledVia: via } },
    );
    return state;
  }
}
