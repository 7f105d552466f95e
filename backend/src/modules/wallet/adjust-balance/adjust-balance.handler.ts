import { randomUUID } from 'node:crypto';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { streamNames } from '../../../event-store/event-store.port';
import { walletDecider } from '../../../domain/wallet/wallet.decider';
import { Cents } from '../../../domain/shared/money';
import { CommandContext, CommandExecutor } from '../../../infrastructure/event-sourcing/command-executor';
import { deterministicUuid } from '../../../infrastructure/event-sourcing/deterministic-id';
import { AwaitingSecondApproval, FourEyesApprovals, isApprovalRequired } from '../four-eyes/four-eyes.service';

export class AdjustBalanceCommand {
  constructor(
    readonly userId: string,
    readonly amountCents: Cents,
    readonly reason: string,
    readonly context: CommandContext & { actorUserId: string },
    readonly idempotencyKey?: string,
    readonly now: Date = new Date(),
  ) {}
}

export type AdjustBalanceResult = { status: 'adjusted'; adjustmentId: string } | AwaitingSecondApproval;

/**
 * A correction is a new signed event with its reason, never an edit of the past (Formance). It can
 * only take what is available: held money is promised to a pending withdrawal. No admin adjusts
 * their own wallet, and above the four-eyes threshold it waits for a second admin (no money moves).
 */
@CommandHandler(AdjustBalanceCommand)
export class AdjustBalanceHandler implements ICommandHandler<AdjustBalanceCommand, AdjustBalanceResult> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly fourEyes: FourEyesApprovals,
  ) {}

  async execute({
    userId,
    amountCents,
    reason,
    context,
    idempotencyKey,
    now,
  }: AdjustBalanceCommand): Promise<AdjustBalanceResult> {
    const adminId = context.actorUserId;
    // The same id for the request and, once approved, for the adjustment itself: never credited twice.
    const adjustmentId = idempotencyKey
      ? deterministicUuid('adjustment', adminId, userId, idempotencyKey)
      : randomUUID();
    try {
      await this.executor.handle(
        streamNames().wallet(userId),
        walletDecider,
        {
          type: 'AdjustBalance',
          data: {
            adjustmentId,
            amountCents,
            reason,
            adminId,
            fourEyes: this.fourEyes.firstHand(),
            now: now.toISOString(),
          },
        },
        context,
        { metadata: { reason } },
      );
      return { status: 'adjusted', adjustmentId };
    } catch (error) {
      if (!isApprovalRequired(error)) throw error;
      return this.fourEyes.request(
        adjustmentId,
        { kind: 'balance_adjustment', userId, adjustmentId, amountCents, reason: reason.trim() },
        reason,
        context,
        now,
      );
    }
  }
}
