import { randomUUID } from 'node:crypto';
import { Inject, Logger } from '@nestjs/common';
import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { streamNames } from '../../../event-store/event-store.port';
import { walletDecider } from '../../../domain/wallet/wallet.decider';
import { IdempotentRequest } from '../../../infrastructure/http/idempotency/idempotent-request';
import { DomainError } from '../../../domain/shared/decider';
import { Cents } from '../../../domain/shared/money';
import { WalletErrorCode } from '../../../domain/wallet/wallet.errors';
import { WalletEvent } from '../../../domain/wallet/wallet.events';
import { WalletState } from '../../../domain/wallet/wallet.state';
import { CommandContext, CommandExecutor } from '../../../infrastructure/event-sourcing/command-executor';
import { deterministicUuid } from '../../../infrastructure/event-sourcing/deterministic-id';
import { PAYMENT_PROVIDER, PaymentProvider, RefundRefused } from '../../../payments/payment-provider.port';
import { PlayerGate } from '../../player/player.public';
import { withdrawalAnswerOf } from '../shared/wallet-reads';
import { RequestedWithdrawal } from '../request-withdrawal/request-withdrawal.handler';
import { SettleCardRefundCommand } from './settle-card-refund.handler';

const DISPLAY = { pending: 'Processing', completed: 'Completed', rejected: 'Rejected' } as const;

export class RequestCardWithdrawalCommand {
  constructor(
    readonly userId: string,
    readonly amountCents: Cents,
    readonly context: CommandContext,
    /** With an Idempotency-Key the withdrawal id comes from it, so a retry can never hold twice. */
    readonly idempotency?: IdempotentRequest,
    readonly now: Date = new Date(),
  ) {}
}

/** Stripe's Idempotency-Key for a withdrawal's refund: one refund per withdrawal, however often asked. */
export const cardRefundKey = (withdrawalId: string) => `card-withdrawal-${withdrawalId}`;

/**
 * Holds the amount (as a bank withdrawal does), then asks the processor to refund the card payment
 * the decider chose, and settles with its answer. A pending refund is settled later by the
 * webhook. A repeat of the request (same Idempotency-Key) asks for the same refund again, which the
 * processor answers with the refund it already made.
 */
@CommandHandler(RequestCardWithdrawalCommand)
export class RequestCardWithdrawalHandler implements ICommandHandler<
  RequestCardWithdrawalCommand,
  RequestedWithdrawal
> {
  private readonly logger = new Logger('CardWithdrawal');

  constructor(
    private readonly executor: CommandExecutor,
    private readonly gate: PlayerGate,
    private readonly commands: CommandBus,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  async execute({
    userId,
    amountCents,
    context,
    idempotency,
    now,
  }: RequestCardWithdrawalCommand): Promise<RequestedWithdrawal> {
    if (amountCents <= 0) {
      throw new DomainError(WalletErrorCode.INVALID_AMOUNT, 'Amount must be greater than 0');
    }
    const { legalName, dailyLimitCents } = await this.gate.cardWithdrawal(userId);
    const withdrawalId = idempotency ? deterministicUuid('withdrawal', userId, idempotency.key) : randomUUID();
    const { events, state } = await this.executor.handle(
      streamNames().wallet(userId),
      walletDecider,
      {
        type: 'RequestCardWithdrawal',
        data: { withdrawalId, amountCents, accountHolderName: legalName, dailyLimitCents, now: now.toISOString() },
      },
      context,
    );
    const withdrawal = state.withdrawals.get(withdrawalId);
    if (!withdrawal?.paymentIntentId || withdrawal.status !== 'pending') {
      return { withdrawalId, answer: null };
    }
    const settled = await this.refund(
      userId,
      withdrawalId,
      withdrawal.paymentIntentId,
      withdrawal.netAmountCents,
      context,
    );
    const requested = events.find(
      (e): e is Extract<WalletEvent, { type: 'WithdrawalRequested' }> => e.type === 'WithdrawalRequested',
    );
    // The answer shows the status after the refund; a repeat is answered from the read models.
    return { withdrawalId, answer: requested && settled ? answerAfter(userId, requested, settled) : null };
  }

  private settle(command: SettleCardRefundCommand): Promise<WalletState> {
    return this.commands.execute<SettleCardRefundCommand, WalletState>(command);
  }

  private async refund(
    userId: string,
    withdrawalId: string,
    paymentIntentId: string,
    amountCents: Cents,
    context: CommandContext,
  ): Promise<WalletState | null> {
    try {
      const refund = await this.provider.createRefund({
        paymentIntentId,
        amountCents,
        metadata: { purpose: 'wallet_withdrawal', userId, withdrawalId },
        idempotencyKey: cardRefundKey(withdrawalId),
      });
      return await this.settle(new SettleCardRefundCommand(userId, withdrawalId, refund, context));
    } catch (error) {
      if (!(error instanceof RefundRefused)) throw error;
      // The processor said no: no refund exists, so the hold goes back to the wallet at once.
      this.logger.warn(`refund for withdrawal ${withdrawalId} refused: ${error.reason}`);
      return this.settle(
        new SettleCardRefundCommand(
          userId,
          withdrawalId,
          {
            id: `refused-${withdrawalId}`,
            paymentIntentId,
            amountCents,
            currency: 'usd',
            status: 'failed',
            failureReason: 'refused_by_processor',
            metadata: {},
          },
          context,
        ),
      );
    }
  }
}

function answerAfter(
  userId: string,
  requested: Extract<WalletEvent, { type: 'WithdrawalRequested' }>,
  state: WalletState,
) {
  const answer = withdrawalAnswerOf(userId, requested.data, state);
  const decided = state.withdrawals.get(requested.data.withdrawalId)?.status ?? 'pending';
  return { ...answer, status: DISPLAY[decided], state: decided };
}
