import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '../../../domain/shared/decider';
import { WalletErrorCode } from '../../../domain/wallet/wallet.errors';
import { CommandContext } from '../../../infrastructure/event-sourcing/command-executor';
import { WalletCommands } from '../shared/wallet-commands';
import { WalletReads } from '../shared/wallet-reads';

export class ReviewWithdrawalCommand {
  constructor(
    readonly withdrawalId: string,
    readonly decision: 'complete' | 'reject',
    readonly reason: string,
    /** actorUserId is the admin; it and the reason go into the event's metadata. */
    readonly context: CommandContext & { actorUserId: string },
    readonly now: Date = new Date(),
  ) {}
}

/**
 * Finance settles a held withdrawal: complete posts it (net to the bank, fee to revenue), reject
 * voids it (the whole amount returns to the available balance). Repeats change nothing.
 */
@CommandHandler(ReviewWithdrawalCommand)
export class ReviewWithdrawalHandler implements ICommandHandler<ReviewWithdrawalCommand, { userId: string }> {
  constructor(
    private readonly wallet: WalletCommands,
    private readonly reads: WalletReads,
  ) {}

  async execute({
    withdrawalId,
    decision,
    reason,
    context,
    now,
  }: ReviewWithdrawalCommand): Promise<{ userId: string }> {
    const withdrawal = await this.reads.withdrawal(withdrawalId);
    if (!withdrawal) throw new DomainError(WalletErrorCode.WITHDRAWAL_NOT_FOUND, 'No such withdrawal.', 'not_found');
    const adminId = context.actorUserId;
    const at = now.toISOString();
    await this.wallet.execute(
      withdrawal.userId,
      decision === 'complete'
        ? { type: 'CompleteWithdrawal', data: { withdrawalId, adminId, now: at } }
        : { type: 'RejectWithdrawal', data: { withdrawalId, reason, adminId, now: at } },
      context,
      { reason },
    );
    return { userId: withdrawal.userId };
  }
}
