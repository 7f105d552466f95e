import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { streamNames } from '../../../event-store/event-store.port';
import { walletDecider } from '../../../domain/wallet/wallet.decider';
import { FourEyes } from '../../../domain/approval/approval.decider';
import { PAYOUT_FILES_STREAM, payoutFilesDecider } from '../../../domain/payout/payout-files.decider';
import { ApprovalAction } from '../../../domain/approval/approval.events';
import { DomainError } from '../../../domain/shared/decider';
import { WalletCommand } from '../../../domain/wallet/wallet.commands';
import { WalletErrorCode } from '../../../domain/wallet/wallet.errors';
import { CommandContext, CommandExecutor } from '../../../infrastructure/event-sourcing/command-executor';
import { FourEyesApprovals, isApprovalRequired } from '../four-eyes/four-eyes.service';
import { WalletReads } from './wallet-reads';

/** What finance reviews: a bank deposit waiting to be verified, or a held withdrawal waiting to be paid out. */
export type ReviewedRequest = 'deposit' | 'withdrawal';
/** `accept` approves a deposit or completes a withdrawal. */
export type ReviewDecision = 'accept' | 'reject';

export class FinanceReviewCommand {
  constructor(
    readonly kind: ReviewedRequest,
    readonly id: string,
    readonly decision: ReviewDecision,
    readonly reason: string,
    /** actorUserId is the admin; it and the reason go into the event's metadata. */
    readonly context: CommandContext & { actorUserId: string },
    readonly now: Date = new Date(),
    readonly idempotencyKey?: string,
  ) {}
}

interface Review {
  owner(reads: WalletReads, id: string): Promise<string | undefined>;
  notFound: () => DomainError;
  command(
    id: string,
    decision: ReviewDecision,
    reason: string,
    adminId: string,
    now: string,
    fourEyes: FourEyes,
  ): WalletCommand;
  /** What a second admin must approve when accepting is above the four-eyes threshold. */
  approval(id: string, userId: string, amountCents: number): ApprovalAction;
  answer(reads: WalletReads, id: string, userId: string): Promise<unknown>;
}

const reviews: Record<ReviewedRequest, Review> = {
  // Approval credits the transfer, rejection releases the pending amount.
  deposit: {
    owner: async (reads, id) => (await reads.deposit(id))?.userId,
    notFound: () => new DomainError(WalletErrorCode.DEPOSIT_NOT_FOUND, 'No such deposit.', 'not_found'),
    command: (depositId, decision, reason, adminId, now, fourEyes) =>
      decision === 'accept'
        ? { type: 'ApproveDeposit', data: { depositId, adminId, fourEyes, now } }
        : { type: 'RejectDeposit', data: { depositId, reason, adminId, now } },
    approval: (depositId, userId, amountCents) => ({ kind: 'deposit_approval', userId, depositId, amountCents }),
    answer: (reads, id, userId) => reads.depositAnswer(id, userId),
  },
  // Completion posts it (net to the bank, fee to revenue), rejection voids the hold (all of it returns).
  withdrawal: {
    owner: async (reads, id) => (await reads.withdrawal(id))?.userId,
    notFound: () => new DomainError(WalletErrorCode.WITHDRAWAL_NOT_FOUND, 'No such withdrawal.', 'not_found'),
    command: (withdrawalId, decision, reason, adminId, now, fourEyes) =>
      decision === 'accept'
        ? { type: 'CompleteWithdrawal', data: { withdrawalId, adminId, fourEyes, now } }
        : { type: 'RejectWithdrawal', data: { withdrawalId, reason, adminId, now } },
    approval: (withdrawalId, userId, amountCents) => ({
      kind: 'withdrawal_completion',
      userId,
      withdrawalId,
      amountCents,
    }),
    // Finance pays out from this answer, so it carries the full bank details (only here).
    answer: (reads, id, userId) => reads.withdrawalAnswer(id, userId, { fullAccountNumber: true }),
  },
};

/**
 * Finance decides a deposit or a withdrawal waiting for it, and the answer shows the request and the
 * player's balances after it. Repeating the same decision changes nothing; reversing one is a 409.
 */
@CommandHandler(FinanceReviewCommand)
export class FinanceReviewHandler implements ICommandHandler<FinanceReviewCommand, unknown> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly reads: WalletReads,
    private readonly fourEyes: FourEyesApprovals,
  ) {}

  async execute({ kind, id, decision, reason, context, now, idempotencyKey }: FinanceReviewCommand): Promise<unknown> {
    const review = reviews[kind];
    const userId = await review.owner(this.reads, id);
    if (!userId) throw review.notFound();
    const fourEyes = this.fourEyes.firstHand();
    const command = review.command(id, decision, reason, context.actorUserId, now.toISOString(), fourEyes);
    if (command.type === 'RejectWithdrawal') {
      // Withheld from payout files first, on their stream: refused (409) when a file already asked
      // the bank to pay it, and no file made from now on can carry it. Then the hold is voided.
      await this.executor.handle(
        PAYOUT_FILES_STREAM,
        payoutFilesDecider,
        {
          type: 'WithholdFromFiles',
          data: { withdrawalId: id, adminId: context.actorUserId, reason, now: command.data.now },
        },
        context,
        { metadata: { reason } },
      );
    }
    try {
      await this.executor.handle(streamNames().wallet(userId), walletDecider, command, context, {
        metadata: { reason },
      });
    } catch (error) {
      // Above the four-eyes threshold: a request for a second admin (202), nothing moves yet.
      if (!isApprovalRequired(error)) throw error;
      const approvalId = this.fourEyes.approvalIdFor(context.actorUserId, `${kind}:${id}`, idempotencyKey);
      return this.fourEyes.request(approvalId, review.approval(id, userId, error.amountCents), reason, context, now);
    }
    return review.answer(this.reads, id, userId);
  }
}
