import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '../../../domain/shared/decider';
import { WalletErrorCode } from '../../../domain/wallet/wallet.errors';
import { CommandContext } from '../../../infrastructure/event-sourcing/command-executor';
import { WalletCommands } from '../shared/wallet-commands';
import { WalletReads } from '../shared/wallet-reads';

export class ReviewDepositCommand {
  constructor(
    readonly depositId: string,
    readonly decision: 'approve' | 'reject',
    readonly reason: string,
    /** actorUserId is the admin; it and the reason go into the event's metadata. */
    readonly context: CommandContext & { actorUserId: string },
    readonly now: Date = new Date(),
  ) {}
}

/**
 * Finance verifies a bank transfer: approval credits it, rejection releases the pending amount.
 * Repeating the same decision changes nothing; reversing one is a 409.
 */
@CommandHandler(ReviewDepositCommand)
export class ReviewDepositHandler implements ICommandHandler<ReviewDepositCommand, { userId: string }> {
  constructor(
    private readonly wallet: WalletCommands,
    private readonly reads: WalletReads,
  ) {}

  async execute({ depositId, decision, reason, context, now }: ReviewDepositCommand): Promise<{ userId: string }> {
    const deposit = await this.reads.deposit(depositId);
    if (!deposit) throw new DomainError(WalletErrorCode.DEPOSIT_NOT_FOUND, 'No such deposit.', 'not_found');
    const adminId = context.actorUserId;
    const at = now.toISOString();
    await this.wallet.execute(
      deposit.userId,
      decision === 'approve'
        ? { type: 'ApproveDeposit', data: { depositId, adminId, now: at } }
        : { type: 'RejectDeposit', data: { depositId, reason, adminId, now: at } },
      context,
      { reason },
    );
    return { userId: deposit.userId };
  }
}
